import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { createUser, uniq } from '../support/factory'
import { signInAt } from '../support/session'

async function signInWithConsoleForm(page: Page, email: string, password: string) {
  await page.goto(`${siteUrl}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'SIGN IN' }).click()
}

describe('admin console', () => {
  const browser = useBrowser()

  it('asks for both fields before calling the server', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/admin/login`)
    await page.getByRole('button', { name: 'SIGN IN' }).click()
    await page.getByText('Please enter both email and password').first().waitFor()
  })

  it('an admin signs in and sees the users list', async () => {
    const tag = uniq()
    const [admin, buyer, seller] = await Promise.all([
      createUser('admin'),
      createUser('buyer', { email: `buyer-${tag}@example.test` }),
      createUser('seller', { email: `seller-${tag}@example.test` }),
    ])
    const page = await browser.newPage()
    await signInWithConsoleForm(page, admin.email, admin.password)
    await page.getByText('Welcome to Admin Dashboard!').waitFor()
    await page.goto(`${siteUrl}/admin/users`)
    await page.getByRole('columnheader', { name: 'Email' }).waitFor()
    // Other browser tests sign people up, so narrow to this test's accounts before looking.
    await page.getByPlaceholder(/search/i).fill(tag)
    await page.getByText(buyer.email).waitFor()
    await page.getByText(seller.email).waitFor()

    // Search narrows the list on the server.
    await page.getByPlaceholder(/search/i).fill(`seller-${tag}`)
    await page.getByText(buyer.email).waitFor({ state: 'detached' })
    await page.getByText(seller.email).waitFor()
  })

  it('a buyer is refused with the spec message and left signed out', async () => {
    const page = await browser.newPage()
    // The refused sign-in answers 403; Chromium logs failed fetches as console errors.
    browser.expectConsoleError(/403/)
    const buyer = await createUser('buyer')
    await signInWithConsoleForm(page, buyer.email, buyer.password)
    await page.getByText('Access denied. This portal is restricted to administrators only.').first().waitFor()
    const session = await page.evaluate(async () => (await fetch('/api/admin/session')).json())
    expect(session).toEqual({ user: null })
  })

  it('answers the API with JSON 401 and 403 for non-admins', async () => {
    const anonymous = await fetch(`${siteUrl}/api/admin/users`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: expect.any(String) })

    const page = await browser.newPage()
    browser.expectConsoleError(/status of 403/)
    await signInAt(page, await createUser('buyer'), '/')
    const status = await page.evaluate(async () => (await fetch('/api/admin/users')).status)
    expect(status).toBe(403)
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'

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
    const page = await browser.newPage()
    await signInWithConsoleForm(page, 'admin@gruha.local', 'Admin@12345')
    await page.getByText('Welcome to Admin Dashboard!').waitFor()
    await page.goto(`${siteUrl}/admin/users`)
    await page.getByRole('columnheader', { name: 'Email' }).waitFor()
    // Other browser tests sign people up, so narrow to the seeded accounts before looking.
    await page.getByPlaceholder(/search/i).fill('@gruha.local')
    await page.getByText('buyer@gruha.local').waitFor()
    await page.getByText('seller@gruha.local').waitFor()

    // Search narrows the list on the server.
    await page.getByPlaceholder(/search/i).fill('seller@gruha')
    await page.getByText('buyer@gruha.local').waitFor({ state: 'detached' })
    await page.getByText('seller@gruha.local').waitFor()
  })

  it('a buyer is refused with the spec message and left signed out', async () => {
    const page = await browser.newPage()
    // The refused sign-in answers 403; Chromium logs failed fetches as console errors.
    browser.expectConsoleError(/403/)
    await signInWithConsoleForm(page, 'buyer@gruha.local', 'Demo@12345')
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
    await page.goto(`${siteUrl}/login`)
    await page.getByLabel('Email').fill('buyer@gruha.local')
    await page.getByLabel('Password').fill('Demo@12345')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(`${siteUrl}/`)
    const status = await page.evaluate(async () => (await fetch('/api/admin/users')).status)
    expect(status).toBe(403)
  })
})

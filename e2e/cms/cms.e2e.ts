import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { cmsUrl, useBrowser } from '../support/browser'
import { createUser } from '../support/factory'

async function signInToCms(page: Page, email: string, password: string) {
  await page.goto(`${cmsUrl}/cms/login`)
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

describe('Payload admin for editors', () => {
  const browser = useBrowser()

  it('/cms shows the Payload sign-in', async () => {
    const page = await browser.newPage()
    await page.goto(`${cmsUrl}/cms`)
    await page.waitForURL(/\/cms\/login/)
    await page.getByLabel(/email/i).waitFor()
    await page.getByRole('button', { name: /login/i }).waitFor()
  })

  it('an editor signs in and sees pages, posts and media only', async () => {
    const page = await browser.newPage()
    const editor = await createUser('editor')
    await signInToCms(page, editor.email, editor.password)
    await page.waitForURL(`${cmsUrl}/cms`)
    const nav = page.locator('nav')
    await nav.getByRole('link', { name: 'Pages' }).waitFor()
    await nav.getByRole('link', { name: 'Posts' }).waitFor()
    await nav.getByRole('link', { name: 'Media' }).waitFor()
    await expect.poll(() => nav.getByRole('link', { name: 'Properties' }).count()).toBe(0)
    await expect.poll(() => nav.getByRole('link', { name: 'Users' }).count()).toBe(0)

    await page.goto(`${cmsUrl}/cms/collections/pages?locale=en`)
    await page.getByRole('link', { name: 'About' }).first().waitFor()
    // Dates in the lists read as everywhere else in Gruha (dd/mm/yyyy, 24-hour clock), with the
    // editor's time zone stated: GMT+5:30 in India, GMT+0 on this test machine.
    // (The cell reads 'Loading...' until the list has rendered its dates.)
    const updated = page.locator('td.cell-updatedAt').first()
    await expect.poll(() => updated.innerText(), { timeout: 10_000 }).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} GMT[+-]\d{1,2}(:\d{2})?$/)
  })

  it('a buyer cannot enter the CMS: REST sign-in is for staff only (ADR 7)', async () => {
    const page = await browser.newPage()
    browser.expectConsoleError(/status of 401/)
    const buyer = await createUser('buyer')
    await signInToCms(page, buyer.email, buyer.password)
    // The same answer as a wrong password, so the CMS does not tell which e-mails are members.
    await page.getByText('The email or password provided is incorrect.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/cms/login')
  })
})

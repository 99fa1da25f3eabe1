import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { createListing, createUser } from '../support/factory'

/** Issue 11: form errors are announced and focused; a modal keeps the keyboard inside and hands focus back. */
describe('form errors for screen readers and keyboards', () => {
  const browser = useBrowser()

  async function focusedField(page: Page) {
    return page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null
      return { name: el?.getAttribute('name') ?? null, describedBy: el?.getAttribute('aria-describedby') ?? null }
    })
  }

  it('on /login: the errors are alerts, the Email field takes the focus and is described by its error', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/login`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign In', exact: true }).press('Enter')
    const alerts = page.getByRole('alert')
    await alerts.filter({ hasText: 'Email is required' }).waitFor()
    await alerts.filter({ hasText: 'Password is required' }).waitFor()
    await expect.poll(() => focusedField(page).then((f) => f.name)).toBe('email')
    const { describedBy } = await focusedField(page)
    const errorId = await alerts.filter({ hasText: 'Email is required' }).getAttribute('id')
    expect(errorId).toBeTruthy()
    expect(describedBy?.split(' ')).toContain(errorId)

    // Only the password is wrong now: the focus goes to it.
    await page.getByLabel('Email').fill('someone@example.com')
    await page.getByLabel('Password', { exact: true }).fill('123')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await alerts.filter({ hasText: 'Password must be at least 6 characters long' }).waitFor()
    await expect.poll(() => focusedField(page).then((f) => f.name)).toBe('password')
    await expect.poll(() => alerts.filter({ hasText: 'Email is required' }).count()).toBe(0)
  })

  it('on /forgot-password: an invalid e-mail is announced and focused', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/forgot-password`)
    await hydrated(page)
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    const alert = page.getByRole('alert').filter({ hasText: /valid email/i })
    await alert.waitFor()
    await expect.poll(() => focusedField(page).then((f) => f.name)).toBe('email')
    expect((await focusedField(page)).describedBy?.split(' ')).toContain(await alert.getAttribute('id'))
  })

  it('the maintenance request modal opens by keyboard, keeps Tab inside, and Escape returns to its button', async () => {
    const page = await browser.newPage()
    // New Request needs a listing to ask about.
    const seller = await createUser('seller')
    await createListing(seller)
    await signInAt(page, seller, '/maintenance')
    await hydrated(page)
    const opener = page.getByRole('button', { name: 'New Request' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'New Maintenance Request' })
    await dialog.waitFor()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
      const onPage = await page.evaluate(() => document.activeElement !== document.body)
      // Focus is in the dialog, or (between rounds) on the browser's own chrome, never on the page behind.
      if (onPage) expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New Request')
  })
})

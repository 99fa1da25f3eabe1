/** Issue 11: the header by keyboard: sign in through the dialog, the user menu, the languages. */
import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { createAccount } from '../members/account-helpers'
import { expectFocused, tabTo, typeInto } from './helpers'

describe('keyboard: the header', () => {
  const browser = useBrowser()

  it('signs in through the dialog, lands on the user menu, works the menu, then switches language', async () => {
    const account = await createAccount('buyer')
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/agents`)
    await hydrated(page)
    const header = page.getByRole('banner')
    const signIn = header.getByRole('link', { name: 'Sign In', exact: true })
    await tabTo(page, signIn, 'header Sign In')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Sign In as Buyer' }).waitFor()

    // Tab goes round inside the dialog and never reaches the page behind it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    // Escape closes it and the focus goes back to Sign In.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expectFocused(page, signIn, 'dialog closed with Escape')

    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Sign In as Buyer' }).waitFor()
    await typeInto(page, dialog.getByLabel('Email'), account.email, 'Email')
    await typeInto(page, dialog.getByLabel('Password', { exact: true }), account.password, 'Password')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    // The Sign In link is gone: the user menu's button has the focus, on the same page.
    const button = header.locator('.user-menu summary')
    await expectFocused(page, button, 'signed in')
    expect(new URL(page.url()).pathname).toBe('/agents')
    await expect.poll(() => button.getAttribute('aria-haspopup')).toBe('menu')

    // The menu button pattern: ArrowDown opens on the first item, arrows wrap, Home and End jump.
    const item = (name: string) => page.getByRole('menuitem', { name })
    const moves: [key: string, to: string][] = [
      ['ArrowDown', 'Profile'],
      ['ArrowDown', 'Change Password'],
      ['End', 'Log Out'],
      ['ArrowDown', 'Profile'],
      ['ArrowUp', 'Log Out'],
      ['Home', 'Profile'],
    ]
    for (const [key, to] of moves) {
      await page.keyboard.press(key)
      await expectFocused(page, item(to), `${key} to ${to}`)
    }
    await page.keyboard.press('Escape')
    await item('Profile').waitFor({ state: 'hidden' })
    await expectFocused(page, button, 'Escape closes the menu')
    // ArrowUp opens it on the last item.
    await page.keyboard.press('ArrowUp')
    await expectFocused(page, item('Log Out'), 'ArrowUp opens on the last item')
    await page.keyboard.press('Escape')

    // Enter opens it too; choosing Change Password goes there and closes the menu.
    await page.keyboard.press('Enter')
    await expectFocused(page, item('Profile'), 'Enter opens the menu')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${siteUrl}/profile?panel=change-password`)
    await page.getByRole('region', { name: 'Change Password' }).waitFor()
    await item('Profile').waitFor({ state: 'hidden' })
    await expect.poll(() => header.locator('.user-menu details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    expect((await page.evaluate(() => document.activeElement?.tagName)) ?? 'BODY').not.toBe('BODY')

    // The language switcher: Telugu by keyboard reloads the page in Telugu.
    const telugu = header.getByRole('button', { name: 'తెలుగు' })
    await tabTo(page, telugu, 'తెలుగు')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('te')
    await page.getByRole('banner').getByRole('button', { name: 'తెలుగు' }).and(page.locator('[aria-current="true"]')).waitFor()
  })
})

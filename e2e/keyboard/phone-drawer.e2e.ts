/** Issue 11: the phone menu (360 px) by keyboard: opened, walked round, and closed back onto its button. */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { createAccount } from '../members/account-helpers'
import { expectFocused, focusState, signInContext, tabTo } from './helpers'

const PHONE = { width: 360, height: 740 }

const inDrawer = (page: Page) => page.evaluate(() => Boolean(document.getElementById('site-menu')?.contains(document.activeElement)))

describe('keyboard: the phone menu', () => {
  const browser = useBrowser()

  for (const who of ['visitor', 'buyer'] as const) {
    it(`for a ${who}: Enter opens it, Tab and Shift+Tab stay inside with a ring, Escape returns to Menu`, async () => {
      const page = await browser.newPage()
      await page.setViewportSize(PHONE)
      if (who === 'buyer') {
        const account = await createAccount('buyer')
        await signInContext(page.context(), account.email, account.password)
      }
      await page.goto(`${siteUrl}/`)
      await hydrated(page)
      const menu = page.getByRole('button', { name: 'Menu', exact: true })
      await tabTo(page, menu, 'Menu button')
      await page.keyboard.press('Enter')
      const drawer = page.getByRole('dialog', { name: 'Menu' })
      await drawer.waitFor()
      await expectFocused(page, drawer.getByRole('button', { name: 'Close menu' }), 'drawer opened')

      // Round the drawer more than once each way; every stop is inside and shows a ring.
      for (const key of [...Array<string>(16).fill('Tab'), ...Array<string>(16).fill('Shift+Tab')]) {
        await page.keyboard.press(key)
        await expect.poll(() => inDrawer(page), { message: `${key}: focus is on ${(await focusState(page)).what}` }).toBe(true)
        const state = await focusState(page)
        expect(state.ring, `${key}: ${state.what} shows a focus ring`).toBe(true)
      }

      // Escape straight after a Tab: the focus goes back to Menu and stays there.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'hidden' })
      await expectFocused(page, menu, 'drawer closed with Escape')
      await page.waitForTimeout(300)
      await expectFocused(page, menu, 'still on Menu')
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')

      // Close menu by keyboard hands the focus back too.
      await page.keyboard.press('Enter')
      await drawer.waitFor()
      await page.keyboard.press('Enter')
      await drawer.waitFor({ state: 'hidden' })
      await expectFocused(page, menu, 'drawer closed with Close menu')
    })
  }
})

/** Issue 24: a buyer reaches their saved properties from the user menu, on a desktop and a phone. */
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { signInAt } from '../support/session'
import { createAccount } from '../support/factory'

describe('user menu', () => {
  const browser = useBrowser()

  for (const width of [1280, 360]) {
    it(`links a buyer to Saved Properties at ${width} px`, async () => {
      const buyer = await createAccount('buyer')
      const page = await browser.newPage()
      await page.setViewportSize({ width, height: 800 })
      await signInAt(page, buyer, '/buy')
      // On a phone the account menu sits in the menu drawer.
      const drawer = page.locator('.menu-toggle')
      if (await drawer.isVisible()) await drawer.click()
      await page.locator('#user-menu-button').click()
      const link = page.getByRole('menuitem', { name: 'Saved Properties' })
      await link.click()
      await page.waitForURL(`${siteUrl}/saved-properties`)
      await page.getByRole('heading', { name: 'Saved Properties', level: 1 }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
})

/** P1 (issue 24): the seeded site settings fill the footer's app-store badges and social icons. */
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'

const SOCIAL = ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube', 'LinkedIn']

describe('footer links', () => {
  const browser = useBrowser()

  for (const width of [1280, 360]) {
    it(`shows the app-store badges and the social icons, each with a name and its brand mark, at ${width} px`, async () => {
      const page = await browser.newPage()
      await page.setViewportSize({ width, height: 800 })
      await page.goto(siteUrl)
      const footer = page.locator('footer.site-footer')
      const apps = footer.getByRole('list', { name: 'Get the app' })
      await expect.poll(() => apps.getByRole('link').count(), { timeout: 20_000 }).toBe(2)
      const appStore = apps.getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })
      expect(await appStore.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//)
      expect(await appStore.getAttribute('target')).toBe('_blank')
      expect(await apps.getByRole('link', { name: /Get it on Google Play/ }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//)

      const social = footer.getByRole('list', { name: 'Follow Gruha' })
      for (const name of SOCIAL) {
        const link = social.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true })
        expect(await link.getAttribute('href'), name).toMatch(/^https:\/\//)
        // A real, filled mark the size of a tap target's content, not an empty box: the `<use>` of the
        // footer's sprite has the drawn path's size only once the sprite has loaded.
        await expect
          .poll(async () => (await link.locator('svg use').boundingBox())?.width ?? 0, { message: name, timeout: 10_000 })
          .toBeGreaterThan(12)
        expect(await link.locator('svg').getAttribute('aria-hidden')).toBe('true')
        const linkBox = await link.boundingBox()
        expect(linkBox?.width ?? 0, name).toBeGreaterThanOrEqual(44)
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
})

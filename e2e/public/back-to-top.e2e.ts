import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'

describe('site footer', () => {
  const browser = useBrowser()

  it('shows back-to-top after 200 px of scrolling and returns to the top', async () => {
    const page = await browser.newPage()
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto(`${siteUrl}/buy`)
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect.poll(() => button.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 600))
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await button.waitFor({ state: 'detached' })
  })
})

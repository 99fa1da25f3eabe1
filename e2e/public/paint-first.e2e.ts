/** ADR 9: a page paints before its scripts are fetched, then hydrates as before. */
import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'

describe('paint first, then the scripts', () => {
  const browser = useBrowser()

  it('serves pages without module preloads, and one module script that loads them later', async () => {
    for (const path of ['/', '/buy', '/login']) {
      const html = await (await fetch(`${siteUrl}${path}`)).text()
      expect(html, path).not.toMatch(/<link rel="modulepreload"/)
      expect(html.match(/<script[^>]*type="module"[^>]*>/g), path).toHaveLength(1)
    }
  })

  it('fetches the first script only after the first paint, then hydrates with every preload in place', async () => {
    const page = await browser.newPage()
    for (const path of ['/', '/buy', '/?lng=te']) {
      await page.goto(`${siteUrl}${path}`)
      await hydrated(page)
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? Infinity
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
        return {
          paint,
          firstScript: Math.min(...scripts.map((e) => e.startTime)),
          preloads: document.querySelectorAll('head link[rel="modulepreload"]').length,
        }
      })
      expect(
        timing.firstScript,
        `${path}: first script at ${timing.firstScript} ms, first paint at ${timing.paint} ms`,
      ).toBeGreaterThanOrEqual(timing.paint)
      expect(timing.preloads, path).toBeGreaterThan(3)
    }
    // Hydrated for real: the language switcher and the sign-in dialog run their JavaScript.
    await page.goto(`${siteUrl}/`)
    await page.getByRole('link', { name: 'Sign In' }).first().click()
    await expect.poll(() => page.locator('dialog.auth-dialog[open]').count()).toBe(1)
  })
})

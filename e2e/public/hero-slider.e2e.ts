import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'

const heading = (page: Page) => page.locator('.home-hero h1').textContent()

describe('home page slider (WCAG 2.2.2)', () => {
  const browser = useBrowser()

  it('advances every 5 s, and stops while the keyboard focus is on it', async () => {
    const page = await browser.newPage()
    await page.clock.install()
    await page.goto(`${siteUrl}/?lng=en`)
    await page.locator('html[data-hydrated]').waitFor()
    expect(await heading(page)).toBe('Find Your Dream Home')
    await page.clock.runFor(5_100)
    await expect.poll(() => heading(page)).toBe('Sell Your Property Faster')

    await page.locator('.home-hero a').first().focus()
    await page.clock.runFor(15_000)
    expect(await heading(page)).toBe('Sell Your Property Faster')
    // Focus moving within it keeps it still; leaving it starts it again.
    await page.getByRole('button', { name: 'Next slide' }).focus()
    await page.clock.runFor(6_000)
    expect(await heading(page)).toBe('Sell Your Property Faster')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(5_100)
    await expect.poll(() => heading(page)).toBe('Premium Rental Properties')
  })

  it('stops at Pause until Play, wherever the pointer and focus are', async () => {
    const page = await browser.newPage()
    await page.clock.install()
    await page.goto(`${siteUrl}/?lng=en`)
    await page.locator('html[data-hydrated]').waitFor()
    await page.getByRole('button', { name: 'Pause slides' }).click()
    // Pointer and focus leave the slider: it stays stopped.
    await page.mouse.move(5, 5)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(20_000)
    expect(await heading(page)).toBe('Find Your Dream Home')
    await page.getByRole('button', { name: 'Play slides' }).click()
    await page.mouse.move(5, 5)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(5_100)
    await expect.poll(() => heading(page)).toBe('Sell Your Property Faster')
    await expect.poll(() => page.getByRole('button', { name: 'Pause slides' }).count()).toBe(1)
  })

  it('never moves by itself for a visitor who asks for less motion; next, previous and Play still work', async () => {
    const page = await browser.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto(`${siteUrl}/?lng=en`)
    await page.locator('html[data-hydrated]').waitFor()
    await page.clock.runFor(20_000)
    expect(await heading(page)).toBe('Find Your Dream Home')
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => heading(page)).toBe('Sell Your Property Faster')
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(() => heading(page)).toBe('Find Your Dream Home')
    await page.getByRole('button', { name: 'Play slides' }).click()
    await page.mouse.move(5, 5)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(5_100)
    await expect.poll(() => heading(page)).toBe('Sell Your Property Faster')
  })
})

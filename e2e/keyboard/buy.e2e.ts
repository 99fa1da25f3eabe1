/** Issue 11: /buy by keyboard: a filter that applies at once, then the second page of results. */
import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { expectFocused, tabTo } from './helpers'

describe('keyboard: /buy', () => {
  const browser = useBrowser()

  it('a select applies at once and keeps the focus; page 2 moves the focus to the new results', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/buy`)
    await hydrated(page)
    const bedrooms = page.getByRole('form', { name: 'Filters' }).getByLabel('Bedrooms')
    await tabTo(page, bedrooms, 'Bedrooms')
    // On Linux an arrow key changes a closed select at once: the list is filtered straight away.
    await page.keyboard.press('ArrowDown')
    await page.waitForURL(`${siteUrl}/buy?bedrooms=1`)
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor()
    await expectFocused(page, bedrooms, 'Bedrooms after the list changed')
    await expect.poll(() => bedrooms.inputValue()).toBe('1')

    const firstBefore = await page.locator('.property-card').first().getAttribute('data-property-id')
    await tabTo(page, page.getByRole('link', { name: 'Page 2' }), 'Page 2')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${siteUrl}/buy?bedrooms=1&page=2`)
    await expectFocused(page, page.locator('#results'), 'page 2')
    await expect.poll(() => page.locator('.property-card').first().getAttribute('data-property-id')).not.toBe(firstBefore)
    // The next Tab goes on from the results: the first card's link.
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#results .property-card')))).toBe(true)
  })
})

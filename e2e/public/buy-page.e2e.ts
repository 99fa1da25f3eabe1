/** Issue 24, P5 and /buy: the phone map above the results, the Sort By box, and chips that follow the filters. */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { sql } from '../support/db'
import { createAccount, createSaleListing } from '../support/factory'

const chips = (page: Page) => page.getByRole('list', { name: 'Summary' }).getByRole('listitem').allTextContents()

describe('/buy', () => {
  const browser = useBrowser()

  it('on a 360 px phone shows the map above the results, 400 px high, with Hide Map / Show Map', async () => {
    const page = await browser.newPage()
    await page.setViewportSize({ width: 360, height: 760 })
    await page.goto(`${siteUrl}/buy`)
    const map = page.locator('.results-map')
    await map.locator('.leaflet-container').waitFor()
    const mapBox = await map.boundingBox()
    const firstCard = await page.locator('.property-card').first().boundingBox()
    expect(mapBox!.height).toBeGreaterThanOrEqual(399)
    expect(mapBox!.height).toBeLessThanOrEqual(401)
    expect(mapBox!.y + mapBox!.height).toBeLessThanOrEqual(firstCard!.y)
    // Visible by default: its top is on the first screen.
    expect(mapBox!.y).toBeLessThan(760)

    await page.getByRole('button', { name: 'Hide Map' }).click()
    await map.waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: 'Show Map' }).getAttribute('aria-expanded')).toBe('false')
    await page.getByRole('button', { name: 'Show Map' }).click()
    await map.locator('.leaflet-container').waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  it('keeps the map beside the list on a desktop, without the toggle', async () => {
    const page = await browser.newPage()
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${siteUrl}/buy`)
    await page.locator('.results-map .leaflet-container').waitFor()
    expect(await page.getByRole('button', { name: 'Hide Map' }).isVisible()).toBe(false)
    const map = await page.locator('.results-map').boundingBox()
    const list = await page.locator('.results-list').boundingBox()
    expect(map!.x).toBeGreaterThan(list!.x)
  })

  it('shows the current sort in the Sort By box', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/buy`)
    const sort = page.getByLabel('Sort By')
    const shown = () => sort.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '')
    await expect.poll(shown, { timeout: 20_000 }).toBe('Newest First')
    await page.goto(`${siteUrl}/buy?sort=price_desc`)
    await expect.poll(shown, { timeout: 20_000 }).toBe('Price: High to Low')
    await page.goto(`${siteUrl}/buy?sort=price_asc`)
    await expect.poll(shown, { timeout: 20_000 }).toBe('Price: Low to High')
  })

  it('names the chosen city and counts the verified matches in the chips', async () => {
    const seller = await createAccount('seller')
    const city = `Uxpur ${Date.now().toString(36)}`
    // "Verified" is the owner-ID tier within its validity (issue 23): one listing carries a fresh check.
    const checked = await createSaleListing(seller, { city })
    await createSaleListing(seller, { city })
    await sql('update properties set owner_id_checked_at = now() where id = $1', [checked.id])
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/buy`)
    const all = await chips(page)
    expect(all[1]).toBe('Multiple Locations')
    expect(all[2]).toMatch(/^\d+ Verified Listings?$/)

    await page.goto(`${siteUrl}/buy?city=${encodeURIComponent(city)}`)
    await expect.poll(() => chips(page), { timeout: 20_000 }).toEqual(['2 Properties Available', city, '1 Verified Listing'])
    await page.goto(`${siteUrl}/buy?state=Telangana`)
    await expect.poll(async () => (await chips(page))[1], { timeout: 20_000 }).toBe('Telangana')
  })
})

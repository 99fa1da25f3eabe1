/**
 * Issue 24, compare: pick listings with Compare on /buy cards and on saved properties, see them side
 * by side with differing rows marked, a fifth refused, removal, a shareable URL, 360 px without
 * sideways scroll, and the no-JavaScript path. Makes its own listings and member.
 */
import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, uniqueEmail, useBrowser } from '../support/browser'
import { sql } from '../support/db'
import { signInAt } from '../support/session'
import { noSideScroll } from '../support/records'
import { asAdmin } from '../support/rest'

const suffix = Date.now().toString(36)
const city = `Comparepur ${suffix}`
const ids: number[] = []

describe('compare', () => {
  const { newPage, expectConsoleError } = useBrowser()
  it('sets up five listings', async () => {
    for (const [n, bedrooms, amenities] of [
      [1, 2, ['Gym', 'Parking']],
      [2, 3, ['Gym']],
      [3, 2, ['Gym', 'Swimming Pool']],
      [4, 4, ['Gym']],
      [5, 2, ['Gym']],
    ] as const) {
      const doc = await asAdmin('POST', 'properties', {
        title: `Compare Home ${n} ${suffix}`,
        description: 'Made by the compare test.',
        listing_type: 'SALE',
        property_type: 'villa',
        price: 5_000_000 + n * 1_000_000,
        area_sqft: 1000,
        bedrooms,
        bathrooms: 2,
        amenities,
        city,
        state: 'Telangana',
        address: `${n} Compare Road`,
        status: 'active',
        latitude: 17.4,
        longitude: 78.4,
      })
      ids.push(doc.id)
    }
  }, 60_000)

  it('picks four from /buy cards, refuses a fifth, and compares them with the differences marked', async () => {
    const page = await newPage()
    await page.goto(`${siteUrl}/buy?city=${encodeURIComponent(city)}&sort=price_asc`)
    const card = (n: number) => page.locator(`article[data-property-id="${ids[n - 1]}"]`)
    for (const n of [1, 2, 3, 4]) {
      await card(n)
        .getByRole('button', { name: `Compare: Compare Home ${n} ${suffix}` })
        .click()
      await expect
        .poll(() =>
          card(n)
            .getByRole('button', { name: `Added to compare: Compare Home ${n} ${suffix} (press to remove)` })
            .count(),
        )
        .toBe(1)
    }
    await expect.poll(() => card(4).getByRole('link', { name: 'Compare now (4 of 4)' }).count()).toBe(1)
    // The refused fifth answers 400 (the page shows why), which the browser logs.
    expectConsoleError(/status of 400/)
    await card(5)
      .getByRole('button', { name: `Compare: Compare Home 5 ${suffix}` })
      .click()
    await expect
      .poll(() => card(5).getByRole('alert').textContent())
      .toBe('You can compare up to 4 properties at a time. Remove one before adding another.')

    await card(4).getByRole('link', { name: 'Compare now (4 of 4)' }).click()
    await page.waitForURL((u) => u.pathname === '/compare' && u.searchParams.get('ids') === ids.slice(0, 4).join(','))
    const table = page.getByRole('table', { name: 'Properties side by side' })
    await expect.poll(() => table.locator('thead th').count()).toBe(4)
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) })
    expect(await row('Price').first().getAttribute('class')).toBe('differs')
    expect(await row('Bedrooms').getAttribute('class')).toBe('differs')
    expect(await row('Bathrooms').getAttribute('class')).toBeNull()
    expect(await row('Price per sq ft').locator('td').allTextContents()).toEqual([
      '₹6,000/sq ft',
      '₹7,000/sq ft',
      '₹8,000/sq ft',
      '₹9,000/sq ft',
    ])
    expect(await row('Amenities').locator('mark').allTextContents()).toEqual(['Parking', 'Swimming Pool'])

    await page.getByRole('button', { name: 'Show only differences' }).click()
    await expect.poll(() => row('Bathrooms').count()).toBe(0)
    expect(await row('Bedrooms').count()).toBe(1)

    await page.getByRole('button', { name: `Remove: Compare Home 2 ${suffix}` }).click()
    await expect.poll(() => table.locator('thead th').count()).toBe(3)
    expect(new URL(page.url()).searchParams.get('ids')).toBe([ids[0], ids[2], ids[3]].join(','))
  }, 120_000)

  it('opens a shared comparison and refuses five ids in the URL, at 360 px without sideways scroll', async () => {
    const page = await newPage()
    await page.setViewportSize({ width: 360, height: 760 })
    await page.goto(`${siteUrl}/compare?ids=${ids.slice(0, 4).join(',')}`)
    await expect.poll(() => page.getByRole('table').locator('thead th').count()).toBe(4)
    await noSideScroll(page)
    expectConsoleError(/status of 400/)
    const response = await page.goto(`${siteUrl}/compare?ids=${ids.join(',')}`)
    expect(response?.status()).toBe(400)
    expect(await page.getByRole('alert').textContent()).toBe(
      'You can compare up to 4 properties at a time. Remove one before adding another.',
    )
    expect(await page.getByRole('table').locator('thead th').count()).toBe(4)
  }, 60_000)

  it('is reached from saved properties, and works without JavaScript', async () => {
    const email = uniqueEmail('compare')
    await asAdmin('POST', 'users', {
      email,
      password: 'Strong@123',
      first_name: 'Compare',
      last_name: 'Buyer',
      role: 'buyer',
      phone_number: '9876543210',
    })
    const [{ id: userId }] = await sql<{ id: number }>('select id from users where email = $1', [email])
    await asAdmin('POST', 'saved-properties', { user: userId, property: ids[4] })
    const page = await newPage()
    await signInAt(page, email, '/saved-properties', 'Strong@123')
    await hydrated(page)
    await page.getByRole('button', { name: `Compare: Compare Home 5 ${suffix}` }).click()
    await page.getByRole('link', { name: 'Compare now (1 of 4)' }).click()
    await page.waitForURL((u) => u.pathname === '/compare' && u.searchParams.get('ids') === String(ids[4]))

    const plain = await newPage({ javaScriptEnabled: false })
    await plain.goto(`${siteUrl}/buy?city=${encodeURIComponent(city)}&sort=price_asc`)
    await plain
      .locator(`article[data-property-id="${ids[0]}"]`)
      .getByRole('button', { name: `Compare: Compare Home 1 ${suffix}` })
      .click()
    await expect.poll(() => plain.getByText('Added to compare (1 of 4).').count(), { timeout: 20_000 }).toBe(1)
    await plain.goto(`${siteUrl}/compare`)
    await plain.waitForURL((u) => u.searchParams.get('ids') === String(ids[0]))
    expect(await plain.getByRole('table').locator('thead th').count()).toBe(1)
  }, 120_000)
})

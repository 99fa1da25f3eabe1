/**
 * Issue 24, A6 and the console's counts: a cancelled booking offers Confirm (desktop rows and phone
 * cards), and the tab counts follow Confirm and Complete without a reload.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { signInToConsole } from '../support/session'
import { cms, consoleUrl, daysAhead } from '../support/records'
import { createAccount, createSaleListing } from '../support/factory'

async function cancelledBooking() {
  const seller = await createAccount('seller')
  const buyer = await createAccount('buyer')
  const listing = await createSaleListing(seller)
  const booking = await cms('bookings', {
    property: listing.id,
    user: buyer.id,
    booking_date: daysAhead(5),
    booking_time: '11:00',
    status: 'cancelled',
  })
  return { listing, booking }
}

const count = async (page: Page, key: string) => Number(await page.getByTestId(`tab-count-${key}`).textContent())

describe('console bookings: Confirm on cancelled bookings, live tab counts', () => {
  const browser = useBrowser()

  it('confirms a cancelled booking from its row, completes it, and the tab counts follow at once', async () => {
    const { listing, booking } = await cancelledBooking()
    const page = await browser.newPage()
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInToConsole(page)
    // Searching the listing's title scopes every tab's count to this one booking.
    await page.goto(consoleUrl('/bookings', { q: listing.title, status: 'cancelled' }))
    await expect.poll(() => count(page, 'cancelled-tours'), { timeout: 20_000 }).toBe(1)
    expect(await count(page, 'confirmed-tours')).toBe(0)
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(booking.id), exact: true }) })
    await row.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Booking updated successfully!').first().waitFor()
    await expect.poll(() => count(page, 'confirmed-tours'), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => count(page, 'cancelled-tours'), { timeout: 20_000 }).toBe(0)

    await page.getByTestId('tab-confirmed-tours').click()
    await row.getByRole('button', { name: 'Complete' }).click()
    await expect.poll(() => count(page, 'completed-tours'), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => count(page, 'confirmed-tours'), { timeout: 20_000 }).toBe(0)
    // A completed booking has no shortcut.
    await page.getByTestId('tab-completed-tours').click()
    await row.waitFor()
    expect(await row.getByRole('button', { name: /^(Confirm|Complete)$/ }).count()).toBe(0)
  })

  it('offers Confirm on a cancelled booking’s phone card too', async () => {
    const { listing } = await cancelledBooking()
    const page = await browser.newPage()
    await page.setViewportSize({ width: 360, height: 760 })
    await signInToConsole(page)
    await page.goto(consoleUrl('/bookings', { q: listing.title }))
    // The card itself is a button too (it opens the booking): the shortcut is the one named exactly.
    const card = page.getByRole('listitem').filter({ hasText: listing.title })
    await card.getByRole('button', { name: 'Confirm', exact: true }).click()
    await page.getByText('Booking updated successfully!').first().waitFor()
    // Confirming did not open the booking: the list stays, and the card now offers Complete.
    await card.getByRole('button', { name: 'Complete', exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/bookings')
  })
})

describe('console dashboard and documents', () => {
  const browser = useBrowser()

  it('shows the Analytics block with its 30-day figures and charts', async () => {
    const page = await browser.newPage()
    await signInToConsole(page)
    const block = page.getByRole('region', { name: 'Analytics' })
    await block.getByText('Last 30 days', { exact: true }).waitFor()
    for (const label of ['Enquiries', 'Tour bookings', 'Sign-ups', 'Bookings per enquiry', 'Active cities'])
      await block.getByTestId(`analytics-${label}`).locator('dt', { hasText: label }).waitFor()
    expect(Number(await page.getByTestId('analytics-Active cities').locator('dd').textContent())).toBeGreaterThan(0)
    for (const id of ['listings-by-type', 'listings-by-city', 'daily-activity'])
      await block.getByTestId(id).locator('svg.recharts-surface').first().waitFor()
  })

  it('documents: the entity tabs add up to All', async () => {
    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(consoleUrl('/documents'))
    await expect.poll(async () => Number.isFinite(await count(page, 'all')), { timeout: 20_000 }).toBe(true)
    const parts = await Promise.all(['user', 'property', 'verification', 'seller_doc'].map((key) => count(page, key)))
    expect(parts.reduce((a, b) => a + b, 0)).toBe(await count(page, 'all'))
  })
})

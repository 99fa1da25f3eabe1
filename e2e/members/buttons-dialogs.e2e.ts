/**
 * Issue 24, buttons and dialogs: no native grey buttons beside styled ones on the member pages and in
 * the cancel dialog, and a seller's Delete asks in the same styled dialog as a buyer's Cancel.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { sql } from '../support/db'
import { signInAt } from '../support/session'
import { cms, daysAhead } from '../support/records'
import { createAccount, createSaleListing } from '../support/factory'

/** Visible buttons in the main content (and an open dialog) that still wear the browser's own grey. */
const nativeButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('main button, dialog[open] button')]
      .filter((b) => b.offsetParent !== null || b.closest('dialog[open]'))
      .filter((b) => ['rgb(239, 239, 239)', 'rgb(240, 240, 240)', 'buttonface'].includes(getComputedStyle(b).backgroundColor))
      .map((b) => b.textContent?.trim()),
  )

describe('buttons and dialogs', () => {
  const browser = useBrowser()

  it('a buyer’s bookings, enquiries and cancel dialog have only styled buttons', async () => {
    const seller = await createAccount('seller')
    const buyer = await createAccount('buyer')
    const listing = await createSaleListing(seller)
    await cms('bookings', { property: listing.id, user: buyer.id, booking_date: daysAhead(4), booking_time: '10:00' })
    await cms('inquiries', { property: listing.id, user: buyer.id, message: 'Is the price negotiable?' })

    const page = await browser.newPage()
    await signInAt(page, buyer, '/my-bookings')
    await page.getByText(listing.title).first().waitFor()
    expect(await nativeButtons(page)).toEqual([])
    await page.getByRole('button', { name: 'Cancel' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' })
    await dialog.getByRole('button', { name: 'Keep Booking' }).waitFor()
    expect(await nativeButtons(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Keep Booking' }).click()

    await page.goto(`${siteUrl}/my-inquiries`)
    await page.getByText('Is the price negotiable?').first().waitFor()
    expect(await nativeButtons(page)).toEqual([])

    const owner = await browser.newPage()
    await signInAt(owner, seller, '/property-inquiries')
    await owner.getByText('Is the price negotiable?').first().waitFor()
    expect(await nativeButtons(owner)).toEqual([])
  })

  it('a seller’s Delete asks in the site’s dialog, and Keep keeps the listing', async () => {
    const seller = await createAccount('seller', { verification_status: 'verified' })
    const listing = await createSaleListing(seller)
    const page = await browser.newPage()
    await page.setViewportSize({ width: 360, height: 760 })
    await signInAt(page, seller, '/my-properties')
    const card = page.getByTestId('my-property').filter({ hasText: listing.title })
    await card.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Property' })
    await dialog.getByText('Are you sure you want to delete this property?').waitFor()
    expect(await nativeButtons(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Keep Property' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await sql(`select count(*)::int as n from properties where id = $1`, [listing.id])).toEqual([{ n: 1 }])
    await card.getByRole('button', { name: 'Delete' }).click()
    await dialog.getByRole('button', { name: 'Yes, Delete Property' }).click()
    await page.getByText('Property deleted successfully').waitFor()
    await expect
      .poll(() => sql(`select count(*)::int as n from properties where id = $1`, [listing.id]), { timeout: 20_000 })
      .toEqual([{ n: 0 }])
  })
})

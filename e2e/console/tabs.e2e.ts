/**
 * The console's shell, generic table, properties, tours and inquiries (spec 002), through the
 * real UI in Chromium, signed in as an admin of the test's own.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { signInAt, signInToConsole } from '../support/session'
import { createListing, createUser } from '../support/factory'

const tabUrl = (path: string, filter: Record<string, unknown>) =>
  `${siteUrl}/admin${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`

async function pickOption(page: Page, label: RegExp, typed: string, option: RegExp) {
  await page.getByLabel(label).fill(typed)
  await page.getByRole('option', { name: option }).first().click()
}

describe('admin console: shell and generic table', () => {
  const browser = useBrowser()

  it(
    'groups the sidebar, opens filtered tabs by URL with counts, refreshes, exports and shows Coming Soon for unknown tabs',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage()
      await signInToConsole(page)
      for (const label of [
        'Users',
        'Agents',
        'Buyers',
        'Sellers',
        'Properties for Sale',
        'Apartments',
        'Houses',
        'Land',
        'Pending Tours',
        'Inquiries',
        'Cities',
        'States',
        'User Approvals',
        'Admin Approvals',
        'Agent Assignments',
        'Documents',
        'Audit Log',
      ]) {
        await page.getByRole('menuitem', { name: label, exact: true }).first().waitFor()
      }
      // Collapsing a group hides its tabs.
      await page.getByTestId('menu-users-group').click()
      await page.getByTestId('menu-agents').waitFor({ state: 'detached' })
      await page.getByTestId('menu-users-group').click()

      await page.getByTestId('menu-agents').click()
      await page.waitForURL(/\/admin\/users\?filter=.*agent/)
      await expect.poll(() => page.getByTestId('tab-agents').getAttribute('aria-selected')).toBe('true')
      await expect.poll(async () => Number(await page.getByTestId('tab-count-agents').textContent())).toBeGreaterThan(0)
      const agents = Number(await page.getByTestId('tab-count-agents').textContent())
      const shown = await page
        .getByText(/\d+[-–]\d+ of \d+/)
        .first()
        .textContent()
      expect(shown).toMatch(new RegExp(`of ${agents}\\s*$`))

      await page.getByTestId('refresh-list').click()
      await page.getByText('Data refreshed successfully').waitFor()

      await page.goto(tabUrl('/users', { q: 'no-such-user-zzzz' }))
      await page
        .getByText('No results found')
        .or(page.getByText(/No User/i))
        .first()
        .waitFor()
      await page.getByRole('button', { name: 'Export CSV' }).click()
      await page.getByText('No data to export').waitFor()

      await page.goto(`${siteUrl}/admin/no-such-tab`)
      await page.getByText('Coming Soon - This section is under development.').waitFor()
    },
  )
})

describe('admin console: properties, tours and inquiries', () => {
  const browser = useBrowser()

  it('adds a property in two steps, edits it and deletes it', { timeout: 240_000 }, async () => {
    const page = await browser.newPage()
    try {
      await signInToConsole(page)
      const title = `Console Villa ${Date.now().toString(36)}`
      await page.goto(`${siteUrl}/admin/properties`)
      await page.getByTestId('tab-houses').click()
      await page.waitForURL(/category/)
      await page.getByRole('link', { name: 'Add Property' }).click()
      await page.getByTestId('pick-villa').click()
      await page.getByText('Villa Details').waitFor()
      await page.getByLabel(/^Property Title/).fill(title)
      await page.getByLabel(/^Description/).fill('Four-bedroom villa with a garden.')
      await page.getByLabel(/^Area \(sqft\)/).fill('2400')
      await page.getByLabel(/^Sale Price/).fill('15000000')
      await page.getByLabel(/^Address/).fill('12 Jubilee Hills')
      await page.getByLabel(/^City/).fill('Hyderabad')
      await page.getByLabel(/^State/).fill('Telangana')
      await page.getByLabel(/^Zip Code/).fill('500033')
      await pickOption(page, /^Property Owner/, 'Ravi', /Ravi Varma/)
      await page.getByRole('button', { name: 'Create Property' }).click()
      await page.getByText('Property created successfully!').waitFor()
      await page.getByText('Property Details').first().waitFor()
      await page.getByText('₹1,50,00,000').waitFor()

      await page.goto(tabUrl('/properties', { q: title }))
      await page
        .getByRole('row', { name: new RegExp(title) })
        .getByRole('link', { name: /edit/i })
        .click()
      await page.getByLabel(/^Sale Price/).fill('14500000')
      await page.getByRole('button', { name: 'Update Property' }).click()
      await page.getByText('Property updated successfully!').waitFor()
      await page.getByText('₹1,45,00,000').waitFor()
      await page.getByRole('button', { name: /delete/i }).click()
      await page.getByRole('dialog').getByText('Are you sure you want to delete this property?').waitFor()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /confirm/i })
        .click()
      await page.getByText('Property deleted successfully!').waitFor()
    } catch (error) {
      await page.screenshot({ path: '/tmp/console-a-property.png', fullPage: true })
      throw error
    }
  })

  it('books a tour for a buyer (tomorrow 10:00 by default), confirms, completes and deletes it', { timeout: 240_000 }, async () => {
    const page = await browser.newPage()
    try {
      await signInToConsole(page)
      await page.goto(`${siteUrl}/admin/bookings/create`)
      await page.getByLabel(/^Property/).click()
      await page.getByRole('option').first().click()
      await pickOption(page, /^Customer/, 'Ananya', /Ananya Reddy/)
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Booking created successfully!').waitFor()
      await page.getByText('Booking Details').first().waitFor()
      await page.getByText('10:00').first().waitFor()
      const id = page.url().match(/bookings\/(\d+)/)?.[1] ?? ''
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.getByText('Booking updated successfully!').first().waitFor()
      await page.getByRole('button', { name: 'Complete' }).click()
      await page.getByRole('button', { name: 'Complete' }).waitFor({ state: 'detached' })

      await page.goto(tabUrl('/bookings', { status: 'completed' }))
      await expect.poll(() => page.getByTestId('tab-completed-tours').getAttribute('aria-selected')).toBe('true')
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) })
      await row.getByRole('button', { name: /delete/i }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /confirm/i })
        .click()
      await page.getByText('Booking deleted successfully!').waitFor()
    } catch (error) {
      await page.screenshot({ path: '/tmp/console-a-booking.png', fullPage: true })
      throw error
    }
  })

  it("lists a buyer's enquiry under the New tab, finds it by search and opens Inquiry Details", { timeout: 180_000 }, async () => {
    // A buyer of this test's own sends an enquiry on the site, about a rental of this test's own.
    const [owner, member] = await Promise.all([createUser('seller'), createUser('buyer')])
    const listing = await createListing(owner)
    const buyer = await browser.newPage()
    await signInAt(buyer, member, `/property/${listing.slug}`)
    const message = `Console enquiry ${Date.now()}`
    await buyer.getByLabel('Message').fill(message)
    await buyer.getByRole('button', { name: 'Send Enquiry' }).click()
    await buyer.getByText(/inquiry has been sent successfully/).waitFor()

    const page = await browser.newPage()
    await signInToConsole(page)
    await page.getByTestId('menu-inquiries').click()
    await page.getByTestId('tab-new').click()
    await page.waitForURL(/status.*new/)
    await expect.poll(async () => Number(await page.getByTestId('tab-count-new').textContent())).toBeGreaterThan(0)
    await page.getByPlaceholder('Search inquiries').fill(message.toUpperCase())
    await page.getByRole('row', { name: new RegExp(message.slice(0, 30)) }).click()
    await page.getByText('Inquiry Details').first().waitFor()
    await page.getByText(message).waitFor()
  })
})

import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sql } from '../support/db'
import { signInAt } from '../support/session'
import { siteUrl, useBrowser } from '../support/browser'
import { waitForMail } from '../support/mail'
import { createListing, createUser, type TestUser } from '../support/factory'

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const tag = () => `${Date.now().toString(36)}${process.pid}`

/** Signed in with a saved session cookie (no form), at `redirectTo`. */
async function signIn(page: Page, user: TestUser, redirectTo: string) {
  await signInAt(page, user, redirectTo)
}

/** Fills the Add Property form for a villa for sale, with an image and a map pin. */
async function addVilla(page: Page, title: string) {
  await page.goto(`${siteUrl}/add-property`)
  await page.getByLabel('Villa', { exact: true }).check()
  await page.getByLabel('Property Title').fill(title)
  await page.getByLabel('Description', { exact: true }).fill('Four bedroom villa with a garden, close to the ORR.')
  await page.getByLabel('Area (sqft)', { exact: true }).fill('3200')
  await page.getByLabel('Bedrooms', { exact: true }).fill('4')
  await page.getByLabel('Sale Price (₹)').fill('18500000')
  await page.getByLabel('Garden', { exact: true }).check()
  await page.getByLabel('Parking', { exact: true }).check()
  await page.getByLabel('State', { exact: true }).selectOption('Telangana')
  await page.getByLabel('District', { exact: true }).fill('Rangareddy')
  await page.getByLabel('Mandal', { exact: true }).fill('Serilingampally')
  await page.getByLabel('City', { exact: true }).fill('Hyderabad')
  await page.getByLabel('Address', { exact: true }).fill('Plot 7, Kokapet')
  await page.getByTestId('pin-map').click({ position: { x: 120, y: 90 } })
  await expect(page.getByTestId('pin-coordinates').innerText()).resolves.toMatch(/^Pin: \d+\.\d+, \d+\.\d+$/)
  await page.locator('#property-images').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_1PX })
  await page.getByText('front.png').waitFor()
  await page.getByRole('button', { name: 'Add Property' }).last().click()
  await page.waitForURL(`${siteUrl}/my-properties`)
  await page.getByText('Property added successfully!').waitFor()
}

describe('owner listings: My Properties and Add Property', () => {
  const browser = useBrowser()

  it('a verified seller lists a villa that is on /buy at once, then manages and deletes it', async () => {
    // Members of this test's own (e2e/support/factory.ts): counts on their pages are theirs alone.
    const seller = await createUser('seller')
    const page = await browser.newPage()
    await signIn(page, seller, '/my-properties')
    const before = Number(await page.getByTestId('count-total').innerText())
    const title = `E2E Kokapet Villa ${tag()}`
    await addVilla(page, title)
    await expect(page.getByTestId('count-total').innerText()).resolves.toBe(String(before + 1))
    const card = page.getByTestId('my-property').filter({ hasText: title })
    await expect(card.getByText('Active').first().isVisible()).resolves.toBe(true)
    await expect(card.getByText('₹1.85 Cr').isVisible()).resolves.toBe(true)

    const [row] = await sql<{ status: string; added_by_role: string; latitude: number | null; images: string }>(
      `SELECT p.status, p.added_by_role, p.latitude, (SELECT count(*) FROM properties_rels r WHERE r.parent_id = p.id AND r.path = 'images')::text AS images
       FROM properties p WHERE p.title = $1`,
      [title],
    )
    expect(row).toMatchObject({ status: 'active', added_by_role: 'seller', images: '1' })
    expect(row.latitude).not.toBeNull()

    // Public at once: /buy (newest first) shows it.
    const visitor = await browser.newPage()
    await visitor.goto(`${siteUrl}/buy?city=Hyderabad&propertyType=villa`)
    await visitor.getByText(title).first().waitFor()

    // Manage: mark it sold; it leaves /buy.
    await card.getByRole('button', { name: 'Manage' }).click()
    await card.getByLabel('Status').selectOption('sold')
    await card.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Property status updated').waitFor()
    await expect(sql(`SELECT status FROM properties WHERE title = $1`, [title])).resolves.toEqual([{ status: 'sold' }])

    // Delete asks first, in the site's dialog (issue 24); keeping it keeps it, confirming deletes it.
    await card.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Property' })
    await dialog.getByText('Are you sure you want to delete this property?').waitFor()
    await dialog.getByRole('button', { name: 'Keep Property' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect(sql(`SELECT count(*)::int AS n FROM properties WHERE title = $1`, [title])).resolves.toEqual([{ n: 1 }])
    await card.getByRole('button', { name: 'Delete' }).click()
    await dialog.getByRole('button', { name: 'Yes, Delete Property' }).click()
    await page.getByText('Property deleted successfully').waitFor()
    await expect(sql(`SELECT count(*)::int AS n FROM properties WHERE title = $1`, [title])).resolves.toEqual([{ n: 0 }])
  }, 180_000)

  it('an unverified seller’s listing waits in the review queue and is not public', async () => {
    const seller = await createUser('seller', { verification_status: 'pending' })
    const page = await browser.newPage()
    await signIn(page, seller, '/my-properties')
    const title = `E2E Held Villa ${tag()}`
    await addVilla(page, title)
    const card = page.getByTestId('my-property').filter({ hasText: title })
    await card.getByText('Pending review').waitFor()

    const rows = await sql<{ approval_type: string; status: string }>(
      `SELECT a.approval_type, a.status FROM approvals a JOIN properties p ON p.id = a.property_id WHERE p.title = $1`,
      [title],
    )
    expect(rows).toEqual([{ approval_type: 'property_listing', status: 'pending' }])
    const [{ id }] = await sql<{ id: number }>(`SELECT id FROM properties WHERE title = $1`, [title])
    // The held listing is not found by a visitor (the browser logs the 404).
    browser.expectConsoleError(/status of 404/)
    const visitor = await browser.newPage()
    const response = await visitor.goto(`${siteUrl}/property/${id}`)
    expect(response?.url().endsWith(`/property/${id}`) && response.status() === 200).toBe(false)
  }, 180_000)

  it('sends other roles away and signed-out visitors to sign in', async () => {
    const page = await browser.newPage()
    await signIn(page, await createUser('buyer'), '/')
    for (const path of [
      '/my-properties',
      '/add-property',
      '/maintenance',
      '/rent-property',
      '/add-nri-property',
      '/property-management/my-properties',
    ]) {
      await page.goto(`${siteUrl}${path}`)
      expect(new URL(page.url()).pathname, path).toBe('/')
    }
    const visitor = await browser.newPage()
    await visitor.goto(`${siteUrl}/add-property`)
    expect(new URL(visitor.url()).pathname).toBe('/login')
  }, 120_000)
})

describe('property management: rent-out wizard, maintenance, NRI intake', () => {
  const browser = useBrowser()

  it('an agent rents out their property in 3 steps and it shows on /rent and in managed properties', async () => {
    const agent = await createUser('agent')
    const property = await createListing(agent, { listing_type: 'SALE', price: 9_500_000, monthly_rent: null })
    const page = await browser.newPage()
    await signIn(page, agent, '/rent-property')
    await page.getByLabel('Property', { exact: true }).selectOption(String(property.id))
    await page.getByRole('button', { name: 'Continue' }).click()
    // Step 2 checks its own fields before moving on.
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Monthly rent is required').waitFor()
    const rent = 41_000 + (Date.now() % 900)
    await page.getByLabel('Monthly Rent (₹)').fill(String(rent))
    await page.getByLabel('Security Deposit (₹)').fill('90000')
    await page.getByLabel('Available From').fill('2026-12-15')
    await page.getByLabel('Family').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(page.getByLabel('Monthly Rent (₹)').inputValue()).resolves.toBe(String(rent))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('No smoking').check()
    await page.getByRole('button', { name: 'List for Rent' }).click()
    await page.waitForURL(`${siteUrl}/property-management/my-properties`)
    await page.getByText('Property listed for rent successfully!').waitFor()
    await page.getByTestId('managed-property').filter({ hasText: property.title }).getByTestId('rent-listing').waitFor()

    const [stored] = await sql<{ listing_type: string; monthly_rent: number; status: string }>(
      `SELECT listing_type, monthly_rent::float AS monthly_rent, status FROM properties WHERE id = $1`,
      [property.id],
    )
    expect(stored).toEqual({ listing_type: 'RENT', monthly_rent: rent, status: 'active' })
    const visitor = await browser.newPage()
    await visitor.goto(`${siteUrl}/rent?minRent=${rent}&maxRent=${rent}`)
    await visitor.getByText(property.title).first().waitFor()
  }, 180_000)

  it('a seller raises a maintenance request (MEDIUM, PENDING) and moves it on', async () => {
    const seller = await createUser('seller')
    await createListing(seller)
    const page = await browser.newPage()
    await signIn(page, seller, '/maintenance')
    const pending = Number(await page.getByTestId('stat-PENDING').innerText())
    await page.getByRole('button', { name: 'New Request' }).click()
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await page.getByText('Property is required').waitFor()
    await page.getByLabel('Property', { exact: true }).selectOption({ index: 1 })
    const title = `Leaking kitchen tap ${tag()}`
    await page.getByLabel('Title', { exact: true }).fill(title)
    await page.getByLabel('Category').selectOption('Plumbing')
    await expect(page.getByLabel('Priority').inputValue()).resolves.toBe('MEDIUM')
    await page.getByLabel('Description', { exact: true }).fill('Drips all night.')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await page.getByText('Maintenance request submitted successfully.').waitFor()
    await expect(page.getByTestId('stat-PENDING').innerText()).resolves.toBe(String(pending + 1))
    const card = page.getByTestId('maintenance-request').filter({ hasText: title })
    await card.getByRole('button', { name: 'Start Work' }).click()
    await card.getByText('In Progress').waitFor()
    await expect(card.getByRole('button', { name: 'Start Work' }).count()).resolves.toBe(0)
    await expect(sql(`SELECT status, priority FROM maintenance_requests WHERE title = $1`, [title])).resolves.toEqual([
      { status: 'IN_PROGRESS', priority: 'MEDIUM' },
    ])
  }, 180_000)

  it('an NRI owner’s request is stored with its fields and e-mailed to the team', async () => {
    const page = await browser.newPage()
    await signIn(page, await createUser('seller'), '/add-nri-property')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Title is required').waitFor()
    const title = `NRI flat ${tag()}`
    await page.getByLabel('Property Title').fill(title)
    await page.getByLabel('Property Type').selectOption('Apartment')
    await page.getByLabel('Management Type').selectOption('RENTAL_ONLY')
    await page.getByLabel('Bedrooms', { exact: true }).selectOption('3')
    await page.getByLabel('Furnishing', { exact: true }).selectOption('Semi Furnished')
    await page.getByLabel('Gym', { exact: true }).check()
    await page.getByLabel('State', { exact: true }).selectOption('Telangana')
    await page.getByLabel('City', { exact: true }).fill('Hyderabad')
    await page.getByLabel('Address', { exact: true }).fill('Flat 402, Kondapur')
    const after = Date.now()
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(`${siteUrl}/property-management/my-properties`)
    await page.getByText('Property added successfully! Our team will contact you within 24 hours.').waitFor()
    await expect(
      sql(`SELECT management_type, listing_type, bedrooms::int AS bedrooms, furnishing_status, status FROM nri_requests WHERE title = $1`, [
        title,
      ]),
    ).resolves.toEqual([
      { management_type: 'RENTAL_ONLY', listing_type: 'RENT', bedrooms: 3, furnishing_status: 'Semi Furnished', status: 'new' },
    ])
    const [{ to }] = await sql<{ to: string }>(`SELECT coalesce(support_email, info_email) AS to FROM site_settings LIMIT 1`)
    const mail = await waitForMail(to, { subject: new RegExp(title), after })
    expect(mail.subject).toContain('NRI property management request')
  }, 180_000)
})

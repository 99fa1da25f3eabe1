import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { sql } from '../support/db'
import { createListing, createUser } from '../support/factory'

/** The public flows with JavaScript switched off (issue 11): plain forms and links, server-side. */
describe('without JavaScript', () => {
  const browser = useBrowser()

  it('searches from the home page and pages through the results', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`${siteUrl}/`)
    await page.locator('#home-city').selectOption('Hyderabad')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/buy' && url.searchParams.get('city') === 'Hyderabad')
    await expect.poll(() => page.locator('.property-card').count()).toBeGreaterThan(0)

    await page.goto(`${siteUrl}/buy`)
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL((url) => url.pathname === '/buy' && url.searchParams.get('page') === '2')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect.poll(() => pagination.locator('[aria-current="page"]').innerText()).toBe('2')
  })

  it('shows the sign-in error from the server', async () => {
    // The refused sign-in answers 401, which the browser logs.
    browser.expectConsoleError(/status of 401/)
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`${siteUrl}/login`)
    // An unknown account, so no demo account moves towards its lockout.
    await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.test`)
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByText('Invalid email or password. Please check your credentials.').waitFor()
  })

  it('opens a property page, signs in and sends an enquiry', async () => {
    const [seller, buyer] = await Promise.all([createUser('seller'), createUser('buyer')])
    const listing = await createListing(seller)
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`${siteUrl}/property/${listing.slug}`)
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor()

    await page.getByRole('link', { name: 'Sign In to Send Enquiry' }).click()
    await page.waitForURL(/\/login\?redirectTo=/)
    await page.getByLabel('Email').fill(buyer.email)
    await page.getByLabel('Password', { exact: true }).fill(buyer.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(`${siteUrl}/property/${listing.slug}`)

    const message = `No-JS enquiry ${Date.now()}`
    await page.getByLabel('Message').fill(message)
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.getByText('Your inquiry has been sent successfully! The property owner will contact you soon.').waitFor()
    const stored = await sql(`select id from inquiries where message = $1 and property_id = $2`, [message, listing.id])
    expect(stored).toHaveLength(1)
  })
})

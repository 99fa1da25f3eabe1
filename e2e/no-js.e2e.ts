import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from './support/browser'
import { DEMO_PASSWORD, sql } from './public/helpers'

/** With JavaScript switched off (issue 11): the property page, sign-in and the enquiry form, server-side. */
describe('without JavaScript', () => {
  const browser = useBrowser()

  it('opens a property page, signs in and sends an enquiry', async () => {
    const [listing] = await sql<{ id: number; slug: string; title: string }>(
      `select id, slug, title from properties where status = 'active' and slug is not null order by id desc limit 1`,
    )
    const page = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`${siteUrl}/property/${listing.slug}`)
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor()

    await page.getByRole('link', { name: 'Sign In to Send Enquiry' }).click()
    await page.waitForURL(/\/login\?redirectTo=/)
    await page.getByLabel('Email').fill('buyer@gruha.local')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
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

/**
 * Issue 23 walked in Chromium: the owner uploads an ownership paper for their listing and confirms
 * it from the reminder's link (a page with a Confirm button); the admin approves the paper and
 * records a field visit in the console; a buyer reads the dated badges (each opens its explanation),
 * "Last confirmed", the RERA number with its QR link, and filters /buy by Verified.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { postListing } from '../../abuse/support'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { signInAt, signInToConsole, siteSessionCookie } from '../support/session'
import { waitForMail } from '../support/mail'
import { sql } from '../support/db'
import { createUser, type TestUser } from '../support/factory'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const today = () => new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' })

let owner: TestUser
let listing: { id: number; title: string }

beforeAll(async () => {
  owner = await createUser('seller', { verification_status: 'verified' })
  // The account's approval date (owner ID tier); the console's approval stamps it the same way.
  await sql('update users set kyc_verified_at = now() where id = $1', [owner.id])
  // Through the site's Add Property form, as the owner lists it.
  listing = await postListing(await siteSessionCookie(owner.email, owner.password), { rera_covered: 'on', rera_number: 'P02400001234' })
})

describe('trust: verification, RERA and freshness', { timeout: 600_000 }, () => {
  const browser = useBrowser()

  it('owner: uploads a sale deed for the listing, then keeps it live from the reminder e-mail', async () => {
    const page = await browser.newPage()
    await signInAt(page, owner, `/my-properties/${listing.id}/edit`)
    await page.getByRole('heading', { name: 'Ownership document' }).waitFor()
    await page.getByLabel('Document type').selectOption('sale_deed')
    await page.getByLabel('File (PDF, PNG or JPG, up to 5 MB)').setInputFiles({ name: 'deed.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('button', { name: 'Upload document' }).click()
    await page.getByText('Document uploaded. A Gruha admin will review it.').first().waitFor()
    await page.getByText('Sale Deed: awaiting review').waitFor()

    // Fake clock: the listing was last confirmed 54 days ago; the jobs worker sends the reminder.
    const start = Date.now()
    await sql("update properties set last_confirmed_at = now() - interval '54 days' where id = $1", [listing.id])
    const mail = await waitForMail(owner.email, { subject: /still available/i, timeoutMs: 60_000, after: start })
    const link = /https?:\/\/[^\s"<>]+\/listing\/confirm\?token=[A-Za-z0-9._%-]+/.exec(mail.text)![0]
    const confirmPage = await browser.newPage()
    await confirmPage.goto(`${siteUrl}${new URL(link).pathname}${new URL(link).search}`)
    await hydrated(confirmPage)
    await confirmPage.getByRole('heading', { name: 'Is your listing still available?' }).waitFor()
    await confirmPage.getByRole('button', { name: 'Confirm' }).click()
    await confirmPage.getByText('Thank you. Your listing stays on Gruha.').waitFor()
    // The row's freshness columns are read whole, so a failure shows what else changed meanwhile.
    await expect
      .poll(
        async () =>
          (
            await sql<{ row: string }>(
              `select concat_ws(' | ', to_char(last_confirmed_at at time zone 'Asia/Kolkata', 'DD/MM/YYYY'),
                 'reminded ' || coalesce(expiry_reminder_sent_at::text, '-'), 'status ' || status, 'updated ' || updated_at::text) as row
               from properties where id = $1`,
              [listing.id],
            )
          )[0].row,
      )
      .toMatch(new RegExp(`^${today()} \\| reminded - \\| status active`))
  })

  it('admin: approves the ownership paper and records a field visit in the console', async () => {
    const [doc] = await sql<{ id: number }>(
      "select id from documents where entity_type = 'property' and entity_id = $1 and document_category = 'sale_deed'",
      [String(listing.id)],
    )
    expect(doc).toBeTruthy()
    const page = await browser.newPage()
    await signInToConsole(page)
    await page.goto(`${siteUrl}/admin/documents?filter=${encodeURIComponent(JSON.stringify({ entity_type: 'property' }))}`)
    const row = page.locator('tr', { hasText: `Property #${listing.id}` })
    await row.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(async () => (await sql<{ s: string }>('select review_status as s from documents where id = $1', [doc.id]))[0].s)
      .toBe('approved')

    await page.goto(`${siteUrl}/admin/properties/${listing.id}/show`)
    await page.getByRole('tab', { name: 'Verification' }).click()
    await page.getByRole('button', { name: 'Record field visit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Record field visit' })
    // Saving without a note is refused (400), which the browser logs.
    browser.expectConsoleError(/400/)
    await dialog.getByRole('button', { name: 'Save visit' }).click()
    await dialog.getByText('Please add a note about the visit').waitFor()
    await dialog.getByLabel('What was seen').fill('Villa matches the photos; owner showed the original deed.')
    await dialog.getByRole('button', { name: 'Save visit' }).click()
    await page.getByText('Field visit recorded').waitFor()
    await expect
      .poll(async () => (await sql<{ n: string }>('select visit_note as n from properties where id = $1', [listing.id]))[0].n)
      .toContain('Villa matches')
  })

  it('buyer: reads the dated badges, Last confirmed and the RERA QR link, and filters /buy by Verified', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/property/${listing.id}`)
    await hydrated(page)
    const date = today()
    for (const label of ['Owner ID checked', 'Ownership document seen', 'Visited']) {
      await page
        .locator('.trust-badges summary', { hasText: `${label} · ` })
        .first()
        .waitFor()
    }
    const visited = page.locator('.trust-badges summary', { hasText: 'Visited · ' })
    await visited.click()
    await page.getByText('Villa matches the photos', { exact: false }).waitFor()
    await page.getByText(`Last confirmed ${date}`).waitFor()
    await page.getByText('RERA No. P02400001234').waitFor()
    const qr = page.getByRole('link', { name: /look this number up on the TG RERA website/ })
    expect(await qr.getAttribute('href')).toMatch(/^https:\/\/rerait\.telangana\.gov\.in\//)
    expect(await page.locator('.rera-qr-code svg').count()).toBe(1)

    await page.goto(`${siteUrl}/buy`)
    await hydrated(page)
    await page.getByRole('link', { name: 'Verified Listings' }).click()
    await page.waitForURL(/verified=true/)
    const card = page.locator(`[data-property-id="${listing.id}"]`)
    await card.waitFor()
    await card.getByText(`Last confirmed ${date}`).waitFor()
    await expect.poll(() => card.locator('.trust-badges li').count()).toBe(3)
  })
})

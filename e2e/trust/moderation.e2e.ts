/**
 * Issue 23 §5 in Chromium: a buyer reports a listing (a repeat counts once), reports from other
 * members hold it for review, and the admin works the case in the console's Moderation queue:
 * asks the owner to fix it (the owner is e-mailed the note, the reporters the outcome), then
 * dismisses it (the listing is live again). Every account and listing here is the test's own.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { sql } from '../support/db'
import { createListing, createUser, uniq, type TestUser } from '../support/factory'
import { waitForMail } from '../support/mail'
import { signInAt, signInToConsole, siteSessionCookie } from '../support/session'
import { postFormWithCookie } from '../support/site'

const listingStatus = async (id: number) => (await sql<{ status: string }>('select status from properties where id = $1', [id]))[0]?.status

let owner: TestUser
let buyers: TestUser[]
let listing: { id: number; title: string }

beforeAll(async () => {
  owner = await createUser('seller', { first_name: 'Trust', last_name: 'seller' })
  // Named "Trust buyer": the console's case lists its three reporters by name.
  buyers = await Promise.all([1, 2, 3].map(() => createUser('buyer', { first_name: 'Trust', last_name: 'buyer' })))
  listing = await createListing(owner, {
    title: `Moderation check flat ${uniq()}`,
    description: 'Two bedroom flat near the metro, made by the moderation browser test.',
    monthly_rent: 21_000,
    address: `${uniq()} Test Lane, Madhapur`,
    city: 'Hyderabad',
    state: 'Telangana',
  })
  expect(await listingStatus(listing.id)).toBe('active')
})

describe('reports and moderation', () => {
  const browser = useBrowser()

  it('a buyer reports a listing once; a repeat is told it is already reported', async () => {
    const page = await browser.newPage()
    await signInAt(page, buyers[0]!, `/property/${listing.id}`)
    await page.getByText('Report this listing').click()
    await page.getByLabel('Fake listing').check()
    await page.getByLabel('Anything else we should know? (optional)').fill('The same flat is listed by someone else at half the rent.')
    await page.getByRole('button', { name: 'Send report' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you. Our team will review your report.' }).count()).toBe(1)

    await page.reload()
    await hydrated(page)
    await page.getByText('Report this listing').click()
    await page.getByLabel('Already sold or let').check()
    // The repeat is refused with 409, which the browser logs.
    browser.expectConsoleError(/409/)
    await page.getByRole('button', { name: 'Send report' }).click()
    await expect.poll(() => page.getByText('You have already reported this. Our team is reviewing it.').count()).toBe(1)
    const [counted] = await sql<{ n: string }>("select count(*) as n from reports where target_key = 'property:' || $1", [listing.id])
    expect(Number(counted!.n)).toBe(1)
  })

  it('a visitor is asked to sign in to report an agent', async () => {
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/agents`)
    await hydrated(page)
    await page.getByText('Report this agent').first().click()
    await expect.poll(() => page.getByRole('link', { name: 'Sign in to report' }).first().isVisible()).toBe(true)
  })

  it('the admin asks the owner to fix a listing that reports held, then dismisses the case', async () => {
    // Two more members report it over HTTP: the third distinct report holds the listing.
    for (const buyer of buyers.slice(1)) {
      const cookie = await siteSessionCookie(buyer.email, buyer.password)
      const res = await postFormWithCookie('/resources/report', cookie, {
        targetType: 'property',
        targetId: String(listing.id),
        reason: 'wrong_details',
        _fetch: '1',
      })
      expect(res.status).toBe(200)
    }
    await expect.poll(() => listingStatus(listing.id)).toBe('pending_review')

    const page = await browser.newPage()
    const admin = await signInToConsole(page)
    await page.getByTestId('menu-moderation').click()
    await page.getByRole('tab', { name: /Open/ }).waitFor()
    await page.getByRole('row', { name: new RegExp(listing.title) }).click()
    await page.getByRole('heading', { name: listing.title, level: 2 }).waitFor()
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Trust buyer' }).count()).toBe(3)
    await page.getByText('Reported by members').first().waitFor()

    const started = Date.now()
    await page.getByRole('button', { name: 'Ask owner to fix' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/Note for the owner/).fill('The rent shown is not the rent you ask for. Please correct it.')
    await dialog.getByRole('button', { name: 'Ask owner to fix' }).click()
    await page.getByText('The owner has been asked to fix the listing.').waitFor()
    await expect
      .poll(() =>
        page
          .getByText(/^Fix requested$/i)
          .first()
          .isVisible(),
      )
      .toBe(true)
    const toOwner = await waitForMail(owner.email, { subject: /Please fix your listing/, after: started, timeoutMs: 30_000 })
    expect(toOwner.text).toContain('The rent shown is not the rent you ask for.')
    const toReporter = await waitForMail(buyers[0]!.email, { subject: /Your report/, after: started, timeoutMs: 30_000 })
    expect(toReporter.text).toContain('We have asked the owner to correct it.')

    await page.getByRole('button', { name: 'Dismiss' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Dismiss' }).click()
    await page.getByText('Case dismissed.').waitFor()
    await expect.poll(() => listingStatus(listing.id)).toBe('active')
    const [audited] = await sql<{ n: string }>(
      "select count(*) as n from audit_logs where target_collection = 'moderation-cases' and actor_email = $2 and record_id = (select id::text from moderation_cases where property_id = $1 order by id desc limit 1)",
      [listing.id, admin.email],
    )
    expect(Number(audited!.n)).toBeGreaterThanOrEqual(2)
  })
})

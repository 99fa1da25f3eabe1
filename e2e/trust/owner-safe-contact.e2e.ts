/**
 * Issue 23, the owner's side in Chromium: a phone number in the description is refused on the field
 * with the typed form kept; the buyer sees the scam warning where they enquire; the owner marks the
 * enquirer as spam, the enquirer is told they are blocked, and the owner undoes it.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { sql } from '../support/db'
import { createUser, uniq } from '../support/factory'
import { signInAt } from '../support/session'

const CONTACT_MESSAGE =
  'Please remove phone numbers and e-mail addresses. Buyers reach you through Gruha, which keeps your contact details private.'
const BLOCKED_MESSAGE = 'This owner or agent is not taking enquiries from you on Gruha.'

async function sendEnquiry(page: Page, message: string) {
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
}

describe('owner: safe contact', () => {
  const browser = useBrowser()

  it('refuses a phone number in the description on the field, then handles a spammer with Mark as spam and Undo', async () => {
    const seller = await createUser('seller', { verification_status: 'verified' })
    const buyer = await createUser('buyer')
    const title = `E2E Trust Villa ${uniq()}`

    const owner = await browser.newPage()
    await signInAt(owner, seller, '/add-property')
    await owner.getByLabel('Villa', { exact: true }).check()
    await owner.getByLabel('Property Title').fill(title)
    await owner.getByLabel('Description', { exact: true }).fill('Three bedrooms and a garden. Call 98765 43210 to visit.')
    await owner.getByLabel('Area (sqft)', { exact: true }).fill('2400')
    await owner.getByLabel('Sale Price (₹)').fill('12500000')
    await owner.getByLabel('State', { exact: true }).selectOption('Telangana')
    await owner.getByLabel('District', { exact: true }).fill('Rangareddy')
    await owner.getByLabel('Mandal', { exact: true }).fill('Serilingampally')
    await owner.getByLabel('City', { exact: true }).fill('Hyderabad')
    await owner.getByLabel('Address', { exact: true }).fill('Plot 9, Kokapet')
    await owner.getByRole('button', { name: 'Add Property' }).last().click()
    await owner.getByText(CONTACT_MESSAGE).first().waitFor()
    await expect.poll(() => owner.getByLabel('Description', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    // Nothing typed is lost, and nothing was stored.
    await expect.poll(() => owner.getByLabel('Property Title').inputValue()).toBe(title)
    expect(await sql('select id from properties where title = $1', [title])).toEqual([])

    await owner.getByLabel('Description', { exact: true }).fill('Three bedrooms and a garden. Ask for a visit through Gruha.')
    await owner.getByRole('button', { name: 'Add Property' }).last().click()
    await owner.waitForURL(`${siteUrl}/my-properties`)
    const [listing] = await sql<{ id: number; slug: string }>('select id, slug from properties where title = $1', [title])

    const visitor = await browser.newPage()
    await signInAt(visitor, buyer, `/property/${listing!.slug}`)
    await visitor
      .getByText('never pay a token, advance or deposit before you have visited the property and signed an agreement')
      .first()
      .waitFor()
    await sendEnquiry(visitor, 'Is the garden shared?')
    await visitor.getByText('Your inquiry has been sent successfully!').waitFor()

    await owner.goto(`${siteUrl}/property-inquiries`)
    const card = owner.locator('.lead-card', { hasText: 'Is the garden shared?' })
    await card.getByRole('button', { name: 'Mark as spam' }).click()
    await owner.getByText('Marked as spam. This member can no longer send you enquiries, tour requests or messages.').waitFor()
    await card.getByRole('button', { name: 'Undo spam' }).waitFor()
    await expect
      .poll(async () => (await sql('select 1 from contact_blocks where blocker_id = $1 and blocked_id = $2', [seller.id, buyer.id])).length)
      .toBe(1)

    await visitor.reload()
    // The blocked member's enquiry is refused with 403, which the browser logs.
    browser.expectConsoleError(/403/)
    await sendEnquiry(visitor, 'Hello again')
    await visitor.getByText(BLOCKED_MESSAGE).waitFor()

    await card.getByRole('button', { name: 'Undo spam' }).click()
    await owner.getByText('Spam mark removed. This member can contact you again.').waitFor()
    await card.getByRole('button', { name: 'Mark as spam' }).waitFor()
    await visitor.reload()
    await sendEnquiry(visitor, 'Third time lucky')
    await visitor.getByText('Your inquiry has been sent successfully!').waitFor()
  })
})

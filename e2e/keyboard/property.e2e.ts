/** Issue 11: a listing by keyboard: Send Enquiry, then Schedule Tour. */
import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { createAccount } from '../members/account-helpers'
import { sql } from '../support/db'
import { chooseOption, expectFocused, signInContext, tabTo } from './helpers'

describe('keyboard: a property page', () => {
  const browser = useBrowser()

  it('sends an enquiry, opens and closes the tour panel, is told what is missing, and books a tour', async () => {
    const account = await createAccount('buyer')
    const [listing] = await sql<{ slug: string; title: string }>(
      `select slug, title from properties where status = 'active' and slug is not null order by id desc offset 3 limit 1`,
    )
    const page = await browser.newPage()
    await signInContext(page.context(), account.email, account.password)
    await page.goto(`${siteUrl}/property/${listing.slug}`)
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor()
    await hydrated(page)

    // The enquiry form comes filled from the account: Tab through it and send.
    const enquiry = page.getByRole('form', { name: 'Enquiry' })
    await tabTo(page, enquiry.getByLabel('Name'), 'enquiry Name')
    const send = enquiry.getByRole('button', { name: 'Send Enquiry' })
    await tabTo(page, send, 'Send Enquiry')
    await page.keyboard.press('Enter')
    await page.getByText('Your inquiry has been sent successfully! The property owner will contact you soon.').waitFor()
    await expectFocused(page, send, 'enquiry sent')

    // Schedule Tour opens the panel with the date focused; Escape closes it, back on the button.
    const scheduleTour = page.locator('#tour').getByRole('button', { name: 'Schedule Tour' })
    await tabTo(page, scheduleTour, 'Schedule Tour')
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Schedule a Tour' })
    const date = panel.getByLabel('Date')
    const time = panel.getByLabel('Time')
    await expectFocused(page, date, 'tour panel opened')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await expectFocused(page, scheduleTour, 'tour panel closed with Escape')

    // Request Tour without a date: the message is linked to both selects and the date is focused.
    await page.keyboard.press('Space')
    await expectFocused(page, date, 'tour panel opened again')
    await tabTo(page, panel.getByRole('button', { name: 'Request Tour' }), 'Request Tour')
    await page.keyboard.press('Enter')
    const error = panel.getByRole('alert').filter({ hasText: 'Please select both date and time' })
    await error.waitFor()
    await expectFocused(page, date, 'date missing')
    const errorId = await error.getAttribute('id')
    expect(errorId).toBeTruthy()
    for (const select of [date, time]) {
      expect((await select.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId)
      await expect.poll(() => select.getAttribute('aria-invalid')).toBe('true')
    }

    // A date a few weeks out (so parallel runs do not collide), 4 PM, and send.
    for (let i = 0; i < 20 + (Date.now() % 30); i++) await page.keyboard.press('ArrowDown')
    await tabTo(page, time, 'Time')
    await chooseOption(page, time, '4:00 PM', 'Time')
    await tabTo(page, panel.getByRole('button', { name: 'Request Tour' }), 'Request Tour again')
    await page.keyboard.press('Enter')
    await page.getByText(/^Tour request submitted! Scheduled for .+ at 4:00 PM\./).waitFor()
    await panel.waitFor({ state: 'detached' })
    await expectFocused(page, scheduleTour, 'tour requested')
  })
})

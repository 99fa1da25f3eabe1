import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteUrl, useBrowser } from '../support/browser'
import { waitForMail } from '../support/mail'
import { signInAt } from '../support/session'
import { sql } from '../support/db'
import { createListing, createRecord, createUser, type TestUser } from '../support/factory'
import { daysAhead } from '../support/records'

// This file's own members and listing (e2e/support/factory.ts), so it runs beside the others.
const member = { buyer: '', seller: '', agent: '', password: '' }
let buyerUser: TestUser
let listing: { id: number; title: string }

beforeAll(async () => {
  const [b, seller, agent] = await Promise.all([createUser('buyer'), createUser('seller'), createUser('agent')])
  buyerUser = b
  Object.assign(member, { buyer: b.email, seller: seller.email, agent: agent.email, password: b.password })
  listing = await createListing(seller)
})

/** The seller's active listing, for the buyer to book and ask about. */
const sellerListing = async () => listing

/** Waits until a toast with `text` shows (the failure lists the toasts that did show). */
const expectToast = (page: Page, text: string) =>
  expect.poll(() => page.locator('.toast').allTextContents(), { timeout: 20_000 }).toContain(text)

describe('member leads', () => {
  const { newPage } = useBrowser()

  it('buyer: My Bookings filters on the server, shows details and cancels a pending booking', async () => {
    const property = await sellerListing()
    const note = `e2e cancel ${Date.now()}`
    const booking = await createRecord('bookings', {
      user: buyerUser.id,
      property: property.id,
      booking_date: daysAhead(5),
      booking_time: '11:00',
      notes: note,
    })
    const page = await newPage()
    await signInAt(page, member.buyer, '/my-bookings')
    await page.getByRole('link', { name: /^Cancelled/ }).click()
    await page.waitForURL(/status=cancelled/)
    await expect.poll(() => page.getByText(note).count()).toBe(0)
    await page.getByRole('link', { name: /^Pending/ }).click()
    await page.waitForURL(/status=pending/)

    const card = page.locator('li.lead-card', { hasText: property.title }).first()
    await card.getByRole('button', { name: 'View Details' }).click()
    const details = page.getByRole('dialog', { name: 'Booking Details' })
    await expect.poll(() => details.getByText(note).isVisible()).toBe(true)
    await expect.poll(() => details.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/)
    await details.getByRole('button', { name: 'Close' }).click()

    const mine = page.locator('li.lead-card').filter({ has: page.getByRole('button', { name: 'Cancel' }) })
    const before = await mine.count()
    expect(before).toBeGreaterThan(0)
    // The only pending booking of this run is the one made above (newest tour date first).
    await page.locator('li.lead-card').nth(0).getByRole('button', { name: 'Cancel' }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel Booking' })
    await confirm.getByRole('button', { name: 'Yes, Cancel Booking' }).click()
    await expectToast(page, 'Booking cancelled successfully')
    // The chip stays: the list is still the pending one, one shorter.
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending')
    await expect.poll(() => mine.count()).toBe(before - 1)
    const stored = await sql<{ status: string; agent_notes: string }>(`select status, agent_notes from bookings where id = $1`, [
      booking.id,
    ])
    expect(stored).toEqual([{ status: 'cancelled', agent_notes: 'Cancelled by user' }])
  })

  it('seller confirms a tour and answers an enquiry; the buyer sees both and sends a follow-up', async () => {
    const property = await sellerListing()
    const marker = `e2e ${Date.now()}`
    await createRecord('bookings', {
      user: buyerUser.id,
      property: property.id,
      booking_date: daysAhead(7),
      booking_time: '15:00',
      notes: marker,
    })
    await createRecord('inquiries', {
      user: buyerUser.id,
      property: property.id,
      name: 'Demo Buyer',
      email: member.buyer,
      message: `Is it available? ${marker}`,
    })

    const seller = await newPage()
    await signInAt(seller, member.seller, '/property-bookings?status=pending')
    const tour = seller.locator('li.lead-card', { hasText: marker })
    await tour.getByRole('button', { name: 'Confirm Tour' }).click()
    await expectToast(seller, 'Tour confirmed')

    await seller.goto(`${siteUrl}/property-inquiries?status=new`)
    const enquiry = seller.locator('li.lead-card', { hasText: marker })
    await enquiry.getByRole('button', { name: 'Reply' }).click()
    const dialog = seller.getByRole('dialog', { name: 'Reply to Enquiry' })
    await dialog.getByLabel(/Your reply to/).fill(`Yes, come on Sunday. ${marker}`)
    await dialog.getByRole('button', { name: 'Send Reply' }).click()
    await expectToast(seller, 'Reply sent to the buyer')
    const mail = await waitForMail(member.buyer, { subject: /Reply to your enquiry/ })
    expect(mail.text).toContain(`Yes, come on Sunday. ${marker}`)

    const buyer = await newPage()
    await signInAt(buyer, member.buyer, '/my-bookings?status=confirmed')
    await expect.poll(() => buyer.locator('li.lead-card', { hasText: property.title }).count()).toBeGreaterThan(0)
    await buyer.goto(`${siteUrl}/my-inquiries?status=responded`)
    const card = buyer.locator('li.lead-card', { hasText: marker }).first()
    await card.getByRole('button', { name: 'View Inquiry' }).click()
    const view = buyer.getByRole('dialog', { name: 'Inquiry Details' })
    await expect.poll(() => view.getByText(`Yes, come on Sunday. ${marker}`).isVisible()).toBe(true)
    await view.getByRole('button', { name: 'Close' }).click()

    await card.getByRole('button', { name: 'Send Follow-up' }).click()
    const follow = buyer.getByRole('dialog', { name: 'Send Follow-up' })
    // Empty sends nothing.
    await expect.poll(() => follow.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    await follow.getByRole('textbox').fill(`Can I bring family? ${marker}`)
    await follow.getByRole('button', { name: 'Send', exact: true }).click()
    await expectToast(buyer, 'Follow-up sent!')
    const stored = await sql<{ inquiry_type: string }>(`select inquiry_type from inquiries where message = $1`, [
      `Follow-up: Can I bring family? ${marker}`,
    ])
    expect(stored).toEqual([{ inquiry_type: 'purchase' }])
    await waitForMail(member.seller, { subject: /Follow-up on the enquiry/ })

    // One card per conversation: the follow-up sits under its enquiry, in both inboxes.
    await buyer.goto(`${siteUrl}/my-inquiries`)
    const thread = buyer.locator('li.lead-card', { hasText: marker })
    await expect.poll(() => thread.count()).toBe(1)
    const buyerFollowUps = thread.getByRole('list', { name: '1 follow-up' })
    await expect.poll(() => buyerFollowUps.getByText(`Can I bring family? ${marker}`, { exact: true }).isVisible()).toBe(true)

    await seller.goto(`${siteUrl}/property-inquiries?status=new`)
    const ownerThread = seller.locator('li.lead-card', { hasText: marker })
    await expect.poll(() => ownerThread.count()).toBe(1)
    const ownerFollowUps = ownerThread.getByRole('list', { name: '1 follow-up' })
    await ownerFollowUps.getByRole('button', { name: 'Reply' }).click()
    const answer = seller.getByRole('dialog', { name: 'Reply to Enquiry' })
    await answer.getByLabel(/Your reply to/).fill(`Of course. ${marker}`)
    await answer.getByRole('button', { name: 'Send Reply' }).click()
    await expectToast(seller, 'Reply sent to the buyer')
    // Nothing in the thread waits for an answer now, so it leaves the New chip; All shows the answer.
    await expect.poll(() => ownerThread.count()).toBe(0)
    await seller.goto(`${siteUrl}/property-inquiries`)
    await expect.poll(() => ownerFollowUps.getByText(`Your reply: Of course. ${marker}`).isVisible()).toBe(true)
    await expect.poll(() => ownerFollowUps.getByRole('button', { name: 'Reply' }).count()).toBe(0)
    await buyer.goto(`${siteUrl}/my-inquiries`)
    await expect.poll(() => buyerFollowUps.getByText(`Reply: Of course. ${marker}`).isVisible()).toBe(true)
  })

  it('agent answers an assignment by deep link, sees Expired ones without buttons, and has every dashboard tab', async () => {
    const property = await sellerListing()
    const inquiry = await createRecord('inquiries', {
      user: buyerUser.id,
      property: property.id,
      name: 'Demo Buyer',
      email: member.buyer,
      message: `Agent please ${Date.now()}`,
    })
    const [agent] = await sql<{ id: number }>(`select id from users where email = $1`, [member.agent])
    const live = await createRecord('inquiry-assignments', {
      inquiry: inquiry.id,
      agent: agent.id,
      assigned_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    })
    const stale = await createRecord('inquiry-assignments', {
      inquiry: inquiry.id,
      agent: agent.id,
      assigned_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    // Past its expiry but not yet swept by the expiry job.
    await sql(`update inquiry_assignments set expires_at = now() - interval '1 minute' where id = $1`, [stale.id])

    const page = await newPage()
    await signInAt(page, member.agent, '/agent/dashboard')
    await page.goto(`${siteUrl}/agent/assignments?assignment=${live.id}&action=accept`)
    // The link only picks the answer (issue 23): the agent confirms it with a click.
    await page.getByRole('button', { name: 'Yes, accept' }).click()
    await expectToast(page, 'Assignment accepted successfully!')
    await page.waitForURL((url) => url.pathname === '/agent/assignments' && url.search === '')
    const accepted = page.getByRole('listitem', { name: `Assignment ${live.id}`, exact: true })
    await expect
      .poll(() => accepted.getByRole('link', { name: 'Contact Customer' }).getAttribute('href'))
      .toMatch(new RegExp(`^mailto:${buyerUser.email.replace(/[.+]/g, '\\$&')}\\?subject=`))
    const expired = page.getByRole('listitem', { name: `Assignment ${stale.id}`, exact: true })
    await expect.poll(() => expired.getByText('Expired').first().isVisible()).toBe(true)
    await expect.poll(() => expired.getByRole('button').count()).toBe(0)
    expect((await sql<{ status: string }>(`select status from inquiry_assignments where id = $1`, [live.id]))[0].status).toBe('accepted')
    // The buyer follows the enquiry up: the agent handling it reads the follow-up under it.
    const question = `Can we visit on Sunday? ${Date.now()}`
    await createRecord('inquiries', {
      user: buyerUser.id,
      property: property.id,
      name: 'Demo Buyer',
      email: member.buyer,
      message: `Follow-up: ${question}`,
      follow_up_of: inquiry.id,
    })
    await page.reload()
    await expect.poll(() => accepted.getByRole('list', { name: '1 follow-up' }).getByText(question, { exact: true }).isVisible()).toBe(true)

    for (const [path, heading] of [
      ['/agent/dashboard', 'Agent Dashboard'],
      ['/agent/dashboard/performance', 'Performance'],
      ['/agent/dashboard/earnings', 'Earnings'],
      ['/agent/dashboard/activity', 'Activity'],
      ['/agent/dashboard/settings', 'Agent Profile'],
      ['/agent/dashboard/help', 'Help'],
    ] as const) {
      await page.goto(`${siteUrl}${path}`)
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible(), { timeout: 20_000 }).toBe(true)
    }
    await page.goto(`${siteUrl}/agent/dashboard`)
    expect(Number(await page.locator('.stat', { hasText: 'Total Assignments' }).locator('strong').textContent())).toBeGreaterThanOrEqual(2)
    // The dashboard's bar keeps its own controls; the name and Sign out are the site header's alone.
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /sign out/i })
        .count(),
    ).toBe(0)
    expect(await page.getByRole('banner').getByText(/^Hi, /).count()).toBe(1)
    // An agent is not asked to become one.
    expect(
      await page
        .getByRole('contentinfo')
        .getByText(/Become a Gruha agent/)
        .count(),
    ).toBe(0)
    await page.goto(`${siteUrl}/agent/dashboard/performance`)
    // A titled chart with a value axis; its figures are readable as a table.
    const assignments = page.getByRole('figure').filter({ has: page.getByRole('heading', { name: 'Assignments by month' }) })
    await expect.poll(() => assignments.getByRole('img', { name: 'Assignments by month' }).isVisible()).toBe(true)
    expect(await assignments.locator('svg text').allTextContents()).toEqual(expect.arrayContaining(['0', '1', '2']))
    const thisMonth = assignments.getByRole('table', { name: 'Assignments by month' }).getByRole('row').last()
    expect(await thisMonth.getByRole('cell').allTextContents()).toEqual(['2', '1'])
    await page.goto(`${siteUrl}/agent/dashboard/earnings`)
    const earnings = page.getByRole('figure').filter({ has: page.getByRole('heading', { name: 'Earnings by month' }) })
    await expect.poll(() => earnings.getByText('No earnings in this period').isVisible()).toBe(true)
    // On a phone the tabs are one sideways row: the site's Menu is the only menu button.
    await page.setViewportSize({ width: 360, height: 740 })
    await expect.poll(() => page.getByRole('button', { name: 'Toggle sidebar' }).isVisible()).toBe(false)
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Agent Dashboard' }).getByRole('link', { name: 'Earnings' }).isVisible())
      .toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${siteUrl}/agent/dashboard/help`)
    await expect.poll(() => page.getByRole('main').getByText('1800-123-4567').isVisible()).toBe(true)
    await page.goto(`${siteUrl}/agent/dashboard/settings`)
    await page.getByRole('main').getByRole('link', { name: 'Change Password' }).click()
    await page.waitForURL(/panel=change-password/)
    await expect.poll(() => page.getByRole('heading', { name: 'Change Password' }).isVisible(), { timeout: 20_000 }).toBe(true)
    // Signed-in agents are sent from the directory to their dashboard.
    await page.goto(`${siteUrl}/agents`)
    expect(new URL(page.url()).pathname).toBe('/agent/dashboard')
  })

  it('lands each role on its home after sign-in and refuses the wrong roles', async () => {
    const page = await newPage()
    await page.goto(`${siteUrl}/login`)
    await page.getByLabel('Email').fill(member.seller)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/my-properties')
    for (const path of ['/my-bookings', '/my-inquiries', '/agent/dashboard', '/agent/assignments']) {
      await page.goto(`${siteUrl}${path}`)
      expect(new URL(page.url()).pathname, `seller on ${path}`).toBe('/')
    }

    const agent = await newPage()
    await agent.goto(`${siteUrl}/login`)
    await agent.getByLabel('Email').fill(member.agent)
    await agent.getByLabel('Password', { exact: true }).fill(member.password)
    await agent.getByRole('button', { name: 'Sign In', exact: true }).click()
    await agent.waitForURL((url) => url.pathname === '/agent/dashboard')
    for (const path of ['/my-bookings', '/property-inquiries', '/property-bookings']) {
      await agent.goto(`${siteUrl}${path}`)
      expect(new URL(agent.url()).pathname, `agent on ${path}`).toBe('/')
    }

    const buyer = await newPage()
    await buyer.goto(`${siteUrl}/buy`)
    await signInAt(buyer, member.buyer, '/buy')
    for (const path of ['/agent/dashboard/earnings', '/agent/assignments', '/property-inquiries', '/property-bookings']) {
      await buyer.goto(`${siteUrl}${path}`)
      expect(new URL(buyer.url()).pathname, `buyer on ${path}`).toBe('/')
    }

    const visitor = await newPage()
    await visitor.goto(`${siteUrl}/my-bookings`)
    expect(new URL(visitor.url()).pathname).toBe('/login')
  })
})

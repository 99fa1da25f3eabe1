/**
 * Issue 23, the agent's side in Chromium: a link from the assignment e-mail only picks the assignment
 * and the answer (nothing is sent until the agent clicks); Recent Contacts and the assignment hold
 * back the buyer's e-mail and phone until the agent accepts, and Mark as spam is there for the agent.
 */
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { assignEnquiry, enquire } from '../../abuse/support/trust'
import { sql } from '../support/db'
import { createListing, createUser, uniq } from '../support/factory'
import { signInAt, siteSessionCookie } from '../support/session'

describe('agent: assignment links and buyer contacts', () => {
  const browser = useBrowser()

  it('confirms a linked answer by click, and shows the buyer’s contact only after acceptance', async () => {
    const [agent, buyer, seller] = await Promise.all([createUser('agent'), createUser('buyer'), createUser('seller')])
    const listing = await createListing(seller)
    const cookie = await siteSessionCookie(buyer.email, buyer.password)
    const message = `Agent flow ${uniq()}`
    expect(
      (await enquire(cookie, `/property/${listing.id}`, { name: 'Flow Buyer', email: buyer.email, phone: buyer.phone, message })).status,
    ).toBe(200)
    const [inquiry] = await sql<{ id: number }>('select id from inquiries where message = $1', [message])
    const assignment = await assignEnquiry(inquiry!.id, agent.id)

    const page = await browser.newPage()
    await signInAt(page, agent, '/agent/dashboard')
    await page.getByText('Flow Buyer').first().waitFor()
    expect(await page.content()).not.toContain(buyer.email)
    expect(await page.content()).not.toContain(buyer.phone)

    await page.goto(`${siteUrl}/agent/assignments?assignment=${assignment}&action=accept`)
    const item = page.getByRole('listitem', { name: `Assignment ${assignment}`, exact: true })
    await item.getByText('Accept this assignment?').waitFor()
    expect(await page.content()).not.toContain(buyer.email)
    // "Not now" leaves it pending.
    await item.getByRole('link', { name: 'Not now' }).click()
    await page.waitForURL((url) => url.pathname === '/agent/assignments' && url.search === '')
    expect((await sql<{ status: string }>('select status from inquiry_assignments where id = $1', [assignment]))[0]?.status).toBe('pending')

    await page.goto(`${siteUrl}/agent/assignments?assignment=${assignment}&action=accept`)
    await item.getByRole('button', { name: 'Yes, accept' }).click()
    await page.getByText('Assignment accepted successfully!').waitFor()
    await expect.poll(() => item.getByText(buyer.email, { exact: false }).count()).toBeGreaterThan(0)
    await item.getByRole('button', { name: 'Mark as spam' }).waitFor()

    await page.goto(`${siteUrl}/agent/dashboard`)
    await expect.poll(async () => (await page.content()).includes(buyer.email)).toBe(true)
  })
})

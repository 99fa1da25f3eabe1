/**
 * Issue 23: a crafted link must not accept or decline an agent's assignment. The agent opens
 * /agent/assignments?assignment=ID&action=accept|decline in Chromium (signed in, scripts running);
 * nothing changes until they click the confirmation.
 */
import { describe, expect, it } from 'vitest'
import { useBrowser, siteUrl } from '../e2e/support/browser'
import { assignEnquiry, enquire } from './support/trust'
import { sql } from '../e2e/support/db'
import { createListing, createUser, uniq } from '../e2e/support/factory'
import { signInAt, siteSessionCookie } from '../e2e/support/session'

const LINKS = 6

async function pendingAssignmentsFor(agentId: number, n: number): Promise<number[]> {
  const [buyer, seller] = await Promise.all([createUser('buyer'), createUser('seller')])
  const property = await createListing(seller)
  const cookie = await siteSessionCookie(buyer.email, buyer.password)
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const message = `Crafted link check ${uniq()}`
    const res = await enquire(cookie, `/property/${property.id}`, { name: 'Link Buyer', email: buyer.email, phone: buyer.phone, message })
    expect(res.status).toBe(200)
    const [inquiry] = await sql<{ id: number }>('select id from inquiries where message = $1', [message])
    ids.push(await assignEnquiry(inquiry!.id, agentId))
  }
  return ids
}

describe('crafted assignment links', () => {
  const browser = useBrowser()

  it('opening accept and decline links changes no assignment; the agent’s own click does', async () => {
    const agent = await createUser('agent')
    const ids = await pendingAssignmentsFor(agent.id, LINKS)
    const page = await browser.newPage()
    await signInAt(page, agent, '/agent/assignments')

    for (const [i, id] of ids.entries()) {
      await page.goto(`${siteUrl}/agent/assignments?assignment=${id}&action=${i % 2 ? 'accept' : 'decline'}`)
      // The page shows the answer to confirm, and waits.
      await page.getByRole('button', { name: i % 2 ? 'Yes, accept' : 'Yes, decline' }).waitFor()
      await page.waitForLoadState('networkidle')
    }
    // A link inside another page (an e-mail, a forum post) that the agent's browser follows.
    await page.setContent(`<a id="x" href="${siteUrl}/agent/assignments?assignment=${ids[0]}&action=decline">open</a>`)
    await page.click('#x')
    await page.waitForURL(/\/agent\/assignments/)
    await page.waitForLoadState('networkidle')

    const rows = await sql<{ status: string }>('select status from inquiry_assignments where id = any($1::int[])', [ids])
    const changed = rows.filter((r) => r.status !== 'pending').length

    // The agent's own click answers.
    await page.getByRole('button', { name: 'Yes, decline' }).click()
    await expect
      .poll(async () => (await sql<{ status: string }>('select status from inquiry_assignments where id = $1', [ids[0]]))[0]?.status)
      .toBe('declined')
    console.log(
      `crafted assignment links: ${changed} of ${LINKS + 1} opened links accepted or declined an assignment (the agent's click then declined 1)`,
    )
    expect(changed).toBe(0)
  })
})

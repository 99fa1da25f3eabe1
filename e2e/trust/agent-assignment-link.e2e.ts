/**
 * Issue 23, the agent's side in Chromium: a link from the assignment e-mail only picks the assignment
 * and the answer (nothing is sent until the agent clicks); Recent Contacts and the assignment hold
 * back the buyer's e-mail and phone until the agent accepts, and Mark as spam is there for the agent.
 */
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'
import { assignEnquiry, enquire } from '../../abuse/support/trust'
import { sql } from '../support/db'
import { DEMO_PASSWORD } from '../support/env'
import { createUser } from '../support/factory'
import { uniq } from '../support/ids'
import { siteSignIn } from '../support/site'

describe('agent: assignment links and buyer contacts', () => {
  const browser = useBrowser()

  it('confirms a linked answer by click, and shows the buyer’s contact only after acceptance', async () => {
    const agent = await createUser('agent')
    const buyer = await createUser('buyer')
    const { cookie } = await siteSignIn(buyer.email)
    const [property] = await sql<{ id: number }>(`select id from properties where status = 'active' order by id limit 1`)
    const message = `Agent flow ${uniq()}`
    expect(
      (await enquire(cookie!, `/property/${property!.id}`, { name: 'Flow Buyer', email: buyer.email, phone: buyer.phone, message })).status,
    ).toBe(200)
    const [inquiry] = await sql<{ id: number }>('select id from inquiries where message = $1', [message])
    const assignment = await assignEnquiry(inquiry!.id, agent.id)

    const page = await browser.newPage()
    await page.goto(`${siteUrl}/login?redirectTo=${encodeURIComponent('/agent/dashboard')}`)
    await page.getByLabel('Email').fill(agent.email)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(`${siteUrl}/agent/dashboard`)
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

/** Issue 19, item 3 (ADR 18): public pages kept for visitors without cookies. */
import type { Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, siteUrl, useBrowser } from '../support/browser'
import { signInContext } from '../support/session'
import { createListing, createUser, uniq } from '../support/factory'
import { asAdmin } from '../support/rest'

const nonceInHeader = (response: Response | null) => /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]

describe('public page cache', () => {
  const browser = useBrowser()

  it('answers a second visitor from memory with a nonce of its own, and shows a new listing at once', async () => {
    // A URL of this test's own, so the first view is the one that renders.
    const url = `${siteUrl}/rent?campaign=${uniq()}`
    const first = await browser.newPage()
    const rendered = await first.goto(url)
    expect(rendered?.headers()['x-page-cache']).toBe('miss')
    await hydrated(first)

    // Files running beside this one write too, and any write drops every kept page: the next visitor is
    // asked again until one is answered from memory.
    const second = await browser.newPage()
    let kept: Response | null = null
    await expect
      .poll(
        async () => {
          kept = await second.goto(url)
          return kept?.headers()['x-page-cache']
        },
        { timeout: 15_000 },
      )
      .toBe('hit')
    // The scripts ran under the strict CSP, so the nonce in the page matched this response's header.
    await hydrated(second)
    const [a, b] = [nonceInHeader(rendered), nonceInHeader(kept)]
    expect(a).toBeTruthy()
    expect(b).toBeTruthy()
    expect(b).not.toBe(a)
    expect(await second.locator('script[nonce]').count()).toBeGreaterThan(0)
    expect(await second.content()).not.toContain(a!)

    // An owner lists a flat to let: the next visitor sees it first on /rent (newest first), without waiting.
    const seller = await createUser('seller')
    const title = `Cache-fresh flat ${uniq()}`
    await createListing(seller, { title, description: `Listed while /rent was kept ${uniq()}.` })
    // The change reaches the site as a notice: within moments, not after the 60 s a page is kept.
    const third = await browser.newPage()
    await expect
      .poll(
        async () => {
          await third.goto(url)
          return third.getByRole('link', { name: title }).count()
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0)
  })

  it('keeps the agents directory, and shows an agent the admin approves at once', async () => {
    const city = `Kesarapalle ${uniq()}`
    const url = `${siteUrl}/agents?city=${encodeURIComponent(city)}`
    const lastName = `Agent${uniq()}`
    const name = `Kept ${lastName}`
    // Waiting for review: in no list until the admin approves (other files count the whole directory).
    const agent = await createUser('agent', { first_name: 'Kept', last_name: lastName, verification_status: 'pending' })

    const first = await browser.newPage()
    expect((await first.goto(url))?.headers()['x-page-cache']).toBe('miss')
    await hydrated(first)
    expect(await first.getByText(name).count()).toBe(0)
    // Kept for the next visitor. Files running beside this one write too, and any write drops every kept
    // page, so the next visitor is asked again until one is answered from memory.
    const later = await browser.newPage()
    await expect.poll(async () => (await later.goto(url))?.headers()['x-page-cache'], { timeout: 15_000 }).toBe('hit')
    expect(await later.getByText(name).count()).toBe(0)

    // Through Payload, as the console saves it: the Users hook announces the directory's change, which
    // reaches the site as a notice; the next visitor sees the agent within moments, not after the 60 s a page is kept.
    await asAdmin('PATCH', `users/${agent.id}`, { city, verification_status: 'verified' })
    const third = await browser.newPage()
    await expect
      .poll(
        async () => {
          await third.goto(url)
          return third.getByText(name).count()
        },
        { timeout: 5_000 },
      )
      .toBeGreaterThan(0)
  })

  it('renders for a signed-in member, never from the visitors’ copy', async () => {
    const url = `${siteUrl}/rent?campaign=${uniq()}`
    const visitor = await browser.newPage()
    await visitor.goto(url)
    const buyer = await createUser('buyer')
    const member = await browser.newPage()
    await signInContext(member.context(), buyer)
    const response = await member.goto(url)
    expect(response?.headers()['x-page-cache']).toBeUndefined()
    await hydrated(member)
    await member.locator('.user-menu').getByText('Test').first().waitFor()
  })
})

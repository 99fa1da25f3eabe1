/** P11 (issue 24): agent cards show stars and sales from real reviews and closed deals; "New agent" only without either. */
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser } from '../support/browser'

describe('agent cards', () => {
  const browser = useBrowser()

  it('rate and count the seeded agents, and call only the agent with neither new', async () => {
    const page = await browser.newPage()
    // Filtered to the seeded agents' city: agents other tests make (no city) would push them off page one.
    await page.goto(`${siteUrl}/agents?city=Hyderabad`)
    const card = (name: string) => page.locator('.agent-card', { has: page.getByRole('heading', { name, exact: true }) })

    const lakshmi = card('Lakshmi Prasad')
    await lakshmi.getByLabel('Rated 5 out of 5 from 2 reviews').waitFor()
    expect(await lakshmi.locator('.agent-facts dt:text-is("Sales") + dd').textContent()).toBe('4')
    expect(await lakshmi.locator('.agent-new').count()).toBe(0)

    // Sales but one review.
    const arjun = card('Arjun Goud')
    await arjun.getByLabel('Rated 4 out of 5 from 1 review').waitFor()
    expect(await arjun.locator('.agent-facts dt:text-is("Sales") + dd').textContent()).toBe('1')

    await page.goto(`${siteUrl}/agents?experience=0-2`)
    const sravani = card('Sravani Chowdary')
    await sravani.waitFor()
    expect(await sravani.locator('.agent-new').textContent()).toBe('New agent')
    expect(await sravani.locator('.agent-rating').count()).toBe(0)
    expect(await sravani.locator('.agent-facts dt:text-is("Sales")').count()).toBe(0)
  })
})

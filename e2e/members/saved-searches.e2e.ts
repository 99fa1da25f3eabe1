import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { siteUrl, useBrowser, waitToLeave } from '../support/browser'
import { signInAt } from '../support/session'
import { sql } from '../support/db'
import { createUser, uniq } from '../support/factory'

/** Waits until a toast with `text` shows (the failure lists the toasts that did show). */
const expectToast = (page: Page, text: string) =>
  expect.poll(() => page.locator('.toast').allTextContents(), { timeout: 20_000 }).toContain(text)

const searchesOf = (userId: number) =>
  sql<{ id: number; name: string; listing_type: string; query: string; frequency: string; active: boolean }>(
    'select id, name, listing_type, query, frequency, active from saved_searches where user_id = $1 order by id',
    [userId],
  )

describe('saved searches', () => {
  const { newPage } = useBrowser()

  it('a buyer saves a /rent search with its filters, changes how often, pauses, resumes and deletes it', async () => {
    const buyer = await createUser('buyer')
    const name = `Guntur rentals ${uniq()}`
    const page = await newPage()
    await signInAt(page, buyer, '/rent?city=Guntur')

    await page.getByText('Save this search').click()
    await page.getByLabel('Name of the search').fill(name)
    await page.getByLabel('Weekly').check()
    await page.getByRole('button', { name: 'Save search' }).click()
    await page.waitForURL(`${siteUrl}/saved-searches`)
    await expectToast(page, `Search “${name}” saved. We will e-mail you new matches.`)
    expect(await searchesOf(buyer.id)).toEqual([
      expect.objectContaining({ name, listing_type: 'RENT', query: 'city=Guntur', frequency: 'weekly', active: true }),
    ])
    const card = page.locator('li', { has: page.getByRole('heading', { name }) })
    await expect.poll(() => card.innerText()).toContain('Properties for rent · Weekly')
    expect(await card.getByRole('link', { name: 'Show results' }).getAttribute('href')).toBe('/rent?city=Guntur')

    await card.getByLabel('E-mail me new matches').selectOption('instant')
    await card.getByRole('button', { name: 'Change' }).click()
    await expectToast(page, 'Your saved search was updated.')
    await expect.poll(() => card.innerText()).toContain('Properties for rent · Instantly')

    await card.getByRole('button', { name: 'Pause alerts' }).click()
    await expect.poll(() => card.innerText()).toContain('Alerts paused')
    expect((await searchesOf(buyer.id))[0]).toMatchObject({ active: false, frequency: 'instant' })
    await card.getByRole('button', { name: 'Resume alerts' }).click()
    await card.getByRole('button', { name: 'Pause alerts' }).waitFor()
    await expect.poll(() => card.innerText()).toContain('Properties for rent · Instantly')
    expect((await searchesOf(buyer.id))[0]).toMatchObject({ active: true })

    await page.getByRole('button', { name: `Delete saved search ${name}` }).click()
    await page.getByText('You have no saved searches yet. Use Save this search on Buy or Rent.').waitFor()
    expect(await searchesOf(buyer.id)).toEqual([])
  })

  it("refuses another member's search with 404 and keeps it; a visitor is sent to sign in first", async () => {
    const [owner, other] = await Promise.all([createUser('buyer'), createUser('buyer')])
    const page = await newPage()
    await signInAt(page, owner, '/buy')
    await page.getByText('Save this search').click()
    await page.getByRole('button', { name: 'Save search' }).click()
    await page.waitForURL(`${siteUrl}/saved-searches`)
    const [search] = await searchesOf(owner.id)
    expect(search).toMatchObject({ listing_type: 'SALE', frequency: 'daily', active: true })

    const intruder = await newPage()
    await signInAt(intruder, other, '/saved-searches')
    const refused = await intruder.request.post(`${siteUrl}/saved-searches`, {
      form: { intent: 'delete', id: String(search!.id) },
      headers: { Origin: siteUrl },
    })
    expect(refused.status()).toBe(404)
    expect(await refused.text()).toContain('That saved search was not found.')
    expect(await searchesOf(owner.id)).toHaveLength(1)

    const visitor = await newPage()
    await visitor.goto(`${siteUrl}/rent`)
    await visitor.getByText('Save this search').click()
    await visitor.getByRole('button', { name: 'Save search' }).click()
    await waitToLeave(visitor, '/rent')
    expect(new URL(visitor.url()).pathname).toBe('/login')
    expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe('/rent')
  })
})

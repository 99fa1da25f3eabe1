import { describe, expect, it, vi } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import { isAppError } from '../../errors/app-error'
import { saveSearch, searchQueryToKeep } from './save-search'
import { sendSearchAlerts } from './send-search-alerts'
import { unsubscribeSearch } from './unsubscribe-search'
import { unsubscribeToken } from './unsubscribe-token'
import { renderMail } from '../../mail'
import { deliverMail } from '../../../test/mail'

const HOUR = 60 * 60 * 1000

describe('saved searches', () => {
  it('keeps filters and map area, not the page or sort', () => {
    expect(searchQueryToKeep('page=3&city=Hyderabad&sort=price_asc&bbox=17,78,18,79')).toBe('bbox=17%2C78%2C18%2C79&city=Hyderabad')
  })

  it('mails only new matches, never the same listing twice, in the member’s language, with a one-click unsubscribe', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const city = `Alertpur ${uniq()}`
    await makeProperty(payload, { city, title: `Old ${uniq()}` })
    const search = await saveSearch({
      payload,
      user: buyer,
      input: { name: 'Villas', listingType: 'SALE', query: `city=${encodeURIComponent(city)}&page=2`, frequency: 'instant', locale: 'hi' },
    })
    // The alert clock starts when the search is saved.
    expect(Date.parse(search.checked_at!)).toBeGreaterThan(Date.now() - 60_000)
    const moved = await payload.update({
      collection: 'saved-searches',
      id: search.id,
      data: { checked_at: new Date(0).toISOString() },
      overrideAccess: false,
      user: buyer,
    })
    // Members cannot move it themselves (the field is the system's).
    expect(moved.checked_at).toBe(search.checked_at)
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      const fresh = await makeProperty(payload, { city, title: `Fresh ${uniq()}` })
      await makeProperty(payload, { city, title: `Rental ${uniq()}`, listing_type: 'RENT', price: null, monthly_rent: 20_000 })
      await makeProperty(payload, { city: `Elsewhere ${uniq()}` })
      const now = new Date(Date.now() + 1000)
      await sendSearchAlerts({ payload, now })
      await deliverMail(payload, buyer.email)
      const mine = send.mock.calls.filter(([m]) => m.to === buyer.email)
      expect(mine).toHaveLength(1)
      const mail = mine[0]![0]
      expect(mail.subject).toBe('Gruha पर “Villas” के लिए 1 नई प्रॉपर्टी')
      expect(mail.html).toContain(fresh.title)
      expect(mail.html).not.toContain('Old ')
      expect(mail.html).not.toContain('Rental ')
      expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
      expect(String((mail.headers as Record<string, string>)['List-Unsubscribe'])).toContain(
        `id=${search.id}&token=${unsubscribeToken(search.id)}`,
      )

      // Next run: nothing new, nothing sent. Pretend the clock went back to when the search was saved
      // (the listing posted before it stays old): the hits still stop a repeat of the fresh one.
      send.mockClear()
      await sendSearchAlerts({ payload, now: new Date(now.getTime() + 1000) })
      await payload.update({
        collection: 'saved-searches',
        id: search.id,
        data: { checked_at: search.checked_at },
        overrideAccess: true,
      })
      await sendSearchAlerts({ payload, now: new Date(now.getTime() + 2000) })
      expect(await deliverMail(payload, buyer.email)).toBe(0)
      expect(send.mock.calls.filter(([m]) => m.to === buyer.email)).toHaveLength(0)
    } finally {
      send.mockRestore()
    }
  }, 240_000)

  it('waits a day for a daily search', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const city = `Dailypur ${uniq()}`
    await saveSearch({
      payload,
      user: buyer,
      input: { name: 'Daily', listingType: 'SALE', query: `city=${encodeURIComponent(city)}`, frequency: 'daily', locale: 'en' },
    })
    await makeProperty(payload, { city })
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      await sendSearchAlerts({ payload, now: new Date(Date.now() + HOUR) })
      expect(await deliverMail(payload, buyer.email)).toBe(0)
      expect(send.mock.calls.filter(([m]) => m.to === buyer.email)).toHaveLength(0)
      await sendSearchAlerts({ payload, now: new Date(Date.now() + 25 * HOUR) })
      await deliverMail(payload, buyer.email)
      const mine = send.mock.calls.filter(([m]) => m.to === buyer.email)
      expect(mine).toHaveLength(1)
      expect(mine[0]![0].subject).toBe('1 new listing for “Daily” on Gruha')
    } finally {
      send.mockRestore()
    }
  }, 240_000)

  it('unsubscribes with the signed token only, and members see only their own searches', async () => {
    const payload = await getTestPayload()
    const [one, two] = [await makeUser(payload, 'buyer'), await makeUser(payload, 'buyer')]
    const search = await saveSearch({
      payload,
      user: one,
      input: { name: 'Mine', listingType: 'RENT', query: '', frequency: 'weekly', locale: 'te' },
    })
    const theirs = await payload.find({
      collection: 'saved-searches',
      where: { id: { equals: search.id } },
      overrideAccess: false,
      user: two,
    })
    expect(theirs.docs).toHaveLength(0)
    const refused = await unsubscribeSearch({ payload, input: { id: search.id, token: 'forged' } }).catch((e: unknown) => e)
    expect(isAppError(refused) && refused.status).toBe(404)
    expect(await unsubscribeSearch({ payload, input: { id: search.id, token: unsubscribeToken(search.id) } })).toEqual({ name: 'Mine' })
    const after = await payload.findByID({ collection: 'saved-searches', id: search.id, overrideAccess: true })
    expect(after.active).toBe(false)
  })

  it('writes the e-mail in each language', async () => {
    const listing = {
      title: 'Villa <1>',
      url: 'https://x.test/p/1',
      listingType: 'SALE' as const,
      price: 12_500_000,
      monthlyRent: null,
      city: 'Hyderabad',
    }
    const base = { searchName: 'S', listings: [listing, listing], manageUrl: 'https://x.test/m', unsubscribeUrl: 'https://x.test/u' }
    expect((await renderMail('search-alert', base, 'en')).subject).toBe('2 new listings for “S” on Gruha')
    expect((await renderMail('search-alert', base, 'te')).html).toContain('₹1.25 కోట్లు')
    // React escapes every value (the mail module's one escaping rule).
    expect((await renderMail('search-alert', base, 'en')).html).toContain('Villa &lt;1&gt;')
  })
})

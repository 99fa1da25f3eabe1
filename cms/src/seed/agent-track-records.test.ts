/** The demo agents' closed deals and reviews give the directory real ratings and sales (issue 24, P11). */
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../test/payload'
import { makeUser, uniq } from '../../test/factories'
import { listAgents } from '../services/agents/list-agents'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { AGENT_TRACK_RECORDS, seedAgentTrackRecords } from './agent-track-records'

describe('seedAgentTrackRecords', () => {
  it('gives each demo agent the ratings and sales of their seeded deals and reviews, once, and leaves a new agent new', async () => {
    const payload = await getTestPayload()
    const city = `Trackpur ${uniq()}`
    const ids = new Map<string, number>()
    ids.set(DEMO_ACCOUNTS.buyer, (await makeUser(payload, 'buyer')).id)
    ids.set(DEMO_ACCOUNTS.seller, (await makeUser(payload, 'seller')).id)
    for (const record of AGENT_TRACK_RECORDS) ids.set(record.agent, (await makeUser(payload, 'agent', { city })).id)
    const newcomer = await makeUser(payload, 'agent', { city })

    const expected = AGENT_TRACK_RECORDS.reduce((n, r) => n + r.deals.length + r.reviews.length, 0)
    expect(await seedAgentTrackRecords(payload, ids)).toBe(expected)
    // A second run finds everything in place.
    expect(await seedAgentTrackRecords(payload, ids)).toBe(0)

    const { agents } = await listAgents({ payload, user: null, filter: { city } })
    for (const record of AGENT_TRACK_RECORDS) {
      const card = agents.find((a) => a.id === ids.get(record.agent))
      const mean = record.reviews.reduce((s, r) => s + r.rating, 0) / record.reviews.length
      expect(card, record.agent).toMatchObject({
        sales: record.deals.length,
        reviewCount: record.reviews.length,
        rating: Math.round(mean * 10) / 10,
      })
    }
    expect(agents.find((a) => a.id === newcomer.id)).toMatchObject({ sales: 0, rating: null, reviewCount: 0 })

    // Sold listings are closed deals, not offers: none of them is public.
    const visible = await payload.count({
      collection: 'properties',
      where: { owner: { equals: ids.get(DEMO_ACCOUNTS.seller) } },
      overrideAccess: false,
    })
    expect(visible.totalDocs).toBe(0)
  })
})

/** Issue 24, demo mode: the demo members find lived-in pages (saved listings, enquiries, tours, assignments). */
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../test/payload'
import { makeProperty, makeUser } from '../../test/factories'
import { listEnquiries } from '../services/enquiries/list-enquiries'
import { seedDemoActivity } from './demo-activity'

describe('seedDemoActivity', () => {
  it('gives the demo members their activity through the services, as each of them, once', async () => {
    const payload = await getTestPayload()
    const [buyer, seller, agent, admin] = await Promise.all([
      makeUser(payload, 'buyer'),
      makeUser(payload, 'seller'),
      makeUser(payload, 'agent'),
      makeUser(payload, 'admin'),
    ])
    for (let i = 0; i < 3; i++) await makeProperty(payload, { owner: seller.id, added_by: seller.id, added_by_role: 'seller' })
    const cast = { buyer: buyer.id, seller: seller.id, agent: agent.id, admin: admin.id }

    expect(await seedDemoActivity(payload, cast)).toEqual({ saved: 3, enquiries: 3, tours: 2, assignments: 2 })
    // A second run adds nothing.
    expect(await seedDemoActivity(payload, cast)).toEqual({ saved: 0, enquiries: 0, tours: 0, assignments: 0 })

    // What each member sees, read as them through the collections' access rules.
    const asBuyer = { overrideAccess: false, user: buyer } as const
    expect((await payload.count({ collection: 'saved-properties', ...asBuyer })).totalDocs).toBe(3)
    const sent = await listEnquiries({ payload, user: buyer, as: 'sender' })
    expect(sent.items).toHaveLength(3)
    const answered = sent.items.filter((e) => e.reply)
    expect(answered).toHaveLength(1)
    // The buyer followed the answer up: one follow-up under that enquiry, waiting for the owner.
    expect(answered[0]?.followUps.map((f) => f.status)).toEqual(['new'])
    const ownerInbox = await listEnquiries({ payload, user: seller, as: 'owner', filter: 'new' })
    expect(ownerInbox.items.map((e) => e.id)).toContain(answered[0]?.id)

    const tours = await payload.find({ collection: 'bookings', sort: 'booking_date', ...asBuyer })
    expect(tours.docs.map((b) => b.status)).toEqual(['confirmed', 'pending'])

    const offers = await payload.find({ collection: 'inquiry-assignments', overrideAccess: false, user: agent, sort: 'id' })
    expect(offers.docs.map((a) => a.status)).toEqual(['accepted', 'pending'])
  })

  it('does nothing when a demo account is missing', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    expect(await seedDemoActivity(payload, { buyer: buyer.id })).toEqual({ saved: 0, enquiries: 0, tours: 0, assignments: 0 })
  })
})

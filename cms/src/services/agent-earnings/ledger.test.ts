import { describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { changeBookingStatus } from '../bookings/change-booking-status'
import { getAgentDashboard } from '../agent-dashboard/get-agent-dashboard'
import { respondToAssignment } from '../assignments/respond-to-assignment'

async function ledgerOf(payload: Payload, agent: SessionUser) {
  const rows = await payload.find({ collection: 'agent-earnings', where: { agent: { equals: agent.id } }, overrideAccess: true, depth: 0 })
  return rows.docs.map((r) => ({ rule: r.rule, amount: r.amount })).sort((a, b) => a.rule.localeCompare(b.rule))
}

async function assign(payload: Payload, agent: SessionUser, inquiry: number, hours = 24) {
  return payload.create({
    collection: 'inquiry-assignments',
    data: {
      inquiry,
      agent: agent.id,
      status: 'pending',
      assigned_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
    },
    overrideAccess: true,
  })
}

describe('agent earnings ledger', () => {
  it('records 2 % when a property the agent handles is sold, once, with the monthly bonus', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent')
    const property = await makeProperty(payload, { price: 5_000_000, assigned_agent: agent.id, assignment_status: 'active' })
    await payload.update({ collection: 'properties', id: property.id, data: { status: 'sold' }, overrideAccess: true })
    // Marking it sold again (e.g. after an edit) does not pay twice.
    await payload.update({ collection: 'properties', id: property.id, data: { status: 'inactive' }, overrideAccess: true })
    await payload.update({ collection: 'properties', id: property.id, data: { status: 'sold' }, overrideAccess: true })
    expect(await ledgerOf(payload, agent)).toEqual([
      { rule: 'bonus', amount: 10_000 },
      { rule: 'sale', amount: 100_000 },
    ])
  })

  it("records one month's rent for a rental, nothing for an unassigned or merely offered property", async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent')
    const rented = await makeProperty(payload, {
      listing_type: 'RENT',
      price: null,
      monthly_rent: 30_000,
      assigned_agent: agent.id,
      assignment_status: 'completed',
    })
    const offered = await makeProperty(payload, { price: 9_000_000, assigned_agent: agent.id, assignment_status: 'pending' })
    await payload.update({ collection: 'properties', id: rented.id, data: { status: 'rented' }, overrideAccess: true })
    await payload.update({ collection: 'properties', id: offered.id, data: { status: 'sold' }, overrideAccess: true })
    expect(await ledgerOf(payload, agent)).toEqual([
      { rule: 'bonus', amount: 3_000 },
      { rule: 'rental', amount: 30_000 },
    ])
  })

  it('pays ₹500 when an accepted enquiry converts into a completed tour, once per customer and property', async () => {
    const payload = await getTestPayload()
    const [agent, seller, buyer] = [await makeUser(payload, 'agent'), await makeUser(payload, 'seller'), await makeUser(payload, 'buyer')]
    const property = await makeProperty(payload, { owner: seller.id })
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: { property: property.id, message: 'Interested', user: buyer.id, status: 'new' },
      overrideAccess: true,
    })
    const assignment = await assign(payload, agent, inquiry.id)
    expect(await respondToAssignment({ payload, user: agent, input: { id: assignment.id, response: 'accepted' } })).toMatchObject({
      assignment: { status: 'accepted' },
    })
    const booking = await payload.create({
      collection: 'bookings',
      data: { property: property.id, user: buyer.id, booking_date: '2030-01-10', booking_time: '10:00', status: 'pending' },
      overrideAccess: true,
    })
    expect(await changeBookingStatus({ payload, user: seller, input: { id: booking.id, status: 'confirmed' } })).toMatchObject({
      status: 'confirmed',
    })
    expect(await ledgerOf(payload, agent)).toEqual([])
    expect(await changeBookingStatus({ payload, user: seller, input: { id: booking.id, status: 'completed' } })).toMatchObject({
      status: 'completed',
    })
    expect(await ledgerOf(payload, agent)).toEqual([
      { rule: 'bonus', amount: 50 },
      { rule: 'conversion', amount: 500 },
    ])

    const dashboard = await getAgentDashboard({ payload, user: agent })
    expect(dashboard.stats).toMatchObject({
      totalAssignments: 1,
      acceptedAssignments: 1,
      acceptanceRate: 100,
      conversions: 1,
      conversionRate: 100,
    })
    expect(dashboard.earnings).toMatchObject({ total: 550, thisMonth: 550, byRule: { sale: 0, rental: 0, conversion: 500, bonus: 50 } })
    expect(dashboard.months.at(-1)).toMatchObject({ assigned: 1, accepted: 1, earned: 550 })
  })

  it('lets an agent read only their own ledger and write none of it', async () => {
    const payload = await getTestPayload()
    const [agent, other] = [await makeUser(payload, 'agent'), await makeUser(payload, 'agent')]
    const property = await makeProperty(payload, { price: 1_000_000, assigned_agent: agent.id, assignment_status: 'active' })
    await payload.update({ collection: 'properties', id: property.id, data: { status: 'sold' }, overrideAccess: true })
    const mine = await payload.find({ collection: 'agent-earnings', overrideAccess: false, user: agent })
    const theirs = await payload.find({ collection: 'agent-earnings', overrideAccess: false, user: other })
    expect(mine.totalDocs).toBe(2)
    expect(theirs.totalDocs).toBe(0)
    await expect(
      payload.create({
        collection: 'agent-earnings',
        data: { agent: agent.id, rule: 'bonus', amount: 1, month: '2030-01', source_key: `x-${agent.id}` },
        overrideAccess: false,
        user: agent,
      }),
    ).rejects.toThrow()
  })
})

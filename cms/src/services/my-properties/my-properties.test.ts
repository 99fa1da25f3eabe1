import { describe, expect, it } from 'vitest'
import { MESSAGES, myPropertySchema, type MyPropertyInput } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import { raiseMaintenanceRequest } from '../management/raise-maintenance-request'
import { addMyProperty } from './add-my-property'
import { deleteMyProperty } from './delete-my-property'
import { listMyProperties } from './list-my-properties'
import { setMyPropertyStatus } from './set-my-property-status'
import { updateMyProperty } from './update-my-property'

const form = (extra: Partial<MyPropertyInput> = {}) =>
  myPropertySchema.parse({
    title: `Owner Villa ${uniq()}`,
    description: 'Three bedrooms near the lake.',
    property_type: 'villa',
    listing_type: 'SALE',
    price: '8500000',
    address: '12 Lake Road',
    state: 'Telangana',
    district: 'Hyderabad',
    mandal: 'Gachibowli',
    city: 'Hyderabad',
    area_sqft: '2400',
    amenities: ['Parking', 'Garden'],
    ...extra,
  })

describe('my properties', () => {
  it('publishes a verified owner at once and holds an unverified one for review with an approval', async () => {
    const payload = await getTestPayload()
    const verified = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const unverified = await makeUser(payload, 'seller', { verification_status: 'pending' })

    const live = await addMyProperty({ payload, user: verified, input: form() })
    expect(live).toEqual({ id: expect.any(Number), status: 'active' })
    const held = await addMyProperty({ payload, user: unverified, input: form() })
    expect(held).toEqual({ id: expect.any(Number), status: 'pending_review' })

    const stored = await payload.findByID({ collection: 'properties', id: held.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ owner: unverified.id, added_by: unverified.id, added_by_role: 'seller' })
    const approvals = await payload.find({
      collection: 'approvals',
      where: { property: { equals: held.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(approvals.docs.map((a) => [a.approval_type, a.status, a.user])).toEqual([['property_listing', 'pending', unverified.id]])
    expect(
      (await payload.count({ collection: 'approvals', where: { property: { equals: live.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)

    // Not public: a visitor and another member cannot read it; the owner can.
    const buyer = await makeUser(payload, 'buyer')
    const visible = async (user?: typeof buyer) =>
      (await payload.count({ collection: 'properties', where: { id: { equals: held.id } }, overrideAccess: false, user })).totalDocs
    expect(await visible()).toBe(0)
    expect(await visible(buyer)).toBe(0)
    expect(await visible(unverified)).toBe(1)
  }, 180_000)

  it('lets the owner choose only active, inactive, sold or rented, and never publish a listing in review', async () => {
    const payload = await getTestPayload()
    const verified = await makeUser(payload, 'agent', { verification_status: 'verified' })
    const unverified = await makeUser(payload, 'seller', { verification_status: 'pending' })
    const live = await addMyProperty({ payload, user: verified, input: form() })
    const held = await addMyProperty({ payload, user: unverified, input: form() })

    for (const status of ['inactive', 'sold', 'rented', 'active'] as const) {
      expect(await setMyPropertyStatus({ payload, user: verified, id: live.id, status })).toEqual({ id: live.id, status })
    }
    // Through Payload directly (as the REST API would): pending_review is not an owner's choice.
    await expect(
      payload.update({ collection: 'properties', id: live.id, data: { status: 'pending_review' }, overrideAccess: false, user: verified }),
    ).rejects.toThrow()
    await expect(setMyPropertyStatus({ payload, user: unverified, id: held.id, status: 'active' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: MESSAGES.properties.underReview,
    })
    const still = await payload.findByID({ collection: 'properties', id: held.id, depth: 0, overrideAccess: true })
    expect(still.status).toBe('pending_review')
    // Editing the listing in review keeps it there.
    expect(await updateMyProperty({ payload, user: unverified, id: held.id, input: form({ title: 'Edited while held' }) })).toEqual({
      id: held.id,
      status: 'pending_review',
    })
    // Someone else's listing: refused.
    const other = await makeUser(payload, 'seller', { verification_status: 'verified' })
    await expect(setMyPropertyStatus({ payload, user: other, id: live.id, status: 'sold' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: MESSAGES.properties.ownerStatusInvalid,
    })
    // An admin publishes (what approving the listing does).
    const admin = await makeUser(payload, 'admin')
    const published = await payload.update({
      collection: 'properties',
      id: held.id,
      data: { status: 'active' },
      overrideAccess: false,
      user: admin,
    })
    expect(published.status).toBe('active')
  })

  it('counts only my listings: total, for sale, for rent and open maintenance requests', async () => {
    const payload = await getTestPayload()
    const me = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const someoneElse = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const sale = await addMyProperty({ payload, user: me, input: form() })
    await addMyProperty({ payload, user: me, input: form({ property_type: 'plot', listing_type: undefined, price: '1500000' }) })
    const rent = await addMyProperty({
      payload,
      user: me,
      input: form({ property_type: 'gated_apartment', listing_type: 'RENT', monthly_rent: '32000', price: '' }),
    })
    await addMyProperty({ payload, user: someoneElse, input: form() })
    await makeProperty(payload)

    const raise = (property: number, title: string) =>
      raiseMaintenanceRequest({
        payload,
        user: me,
        input: { property, title, description: 'Leaking tap', category: 'Plumbing', priority: 'MEDIUM', estimated_cost: null },
      })
    const open = await raise(sale.id, 'Tap')
    const done = await raise(rent.id, 'Fan')
    expect(open.status).toBe('PENDING')
    await payload.update({
      collection: 'maintenance-requests',
      id: done.id,
      data: { status: 'CANCELLED' },
      overrideAccess: false,
      user: me,
    })

    const { items, counts } = await listMyProperties({ payload, user: me })
    expect(counts).toEqual({ total: 3, sale: 2, rent: 1, maintenance: 1 })
    expect(items).toHaveLength(3)
    expect(items.every((i) => i.status === 'active')).toBe(true)
    expect(items.find((i) => i.id === rent.id)?.monthlyRent).toBe(32_000)

    await expect(deleteMyProperty({ payload, user: someoneElse, id: sale.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: MESSAGES.properties.deleteFailed,
    })
    await expect(deleteMyProperty({ payload, user: me, id: sale.id })).resolves.toBeUndefined()
    expect((await listMyProperties({ payload, user: me })).counts.total).toBe(2)
    // Its maintenance request went with it.
    expect(
      (await payload.count({ collection: 'maintenance-requests', where: { id: { equals: open.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)

    // A listing with a buyer's tour request stays (the buyer's history), with a clear answer.
    const buyer = await makeUser(payload, 'buyer')
    await payload.create({
      collection: 'bookings',
      data: { property: rent.id, booking_date: '2026-12-20', booking_time: '10:00', name: 'B', email: buyer.email, status: 'pending' },
      overrideAccess: false,
      user: buyer,
    })
    await expect(deleteMyProperty({ payload, user: me, id: rent.id })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: MESSAGES.properties.hasCustomerHistory,
    })
  }, 180_000)

  it('refuses a buyer', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    await expect(addMyProperty({ payload, user: buyer, input: form() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: MESSAGES.properties.addFailed,
    })
  })
})

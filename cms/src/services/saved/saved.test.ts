import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { listSavedProperties, savedPropertyIds, saveProperty, unsaveProperty } from './index'
import { makeProperty, makeUser } from '../../../test/factories'

describe('saved properties', () => {
  it('saves, tolerates saving twice, lists and unsaves as the member', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const a = await makeProperty(payload)
    const b = await makeProperty(payload, { listing_type: 'RENT', monthly_rent: 25_000, price: null })

    expect(await saveProperty({ payload, user: buyer, propertyId: a.id })).toEqual({ ok: true, saved: true })
    expect(await saveProperty({ payload, user: buyer, propertyId: a.id })).toEqual({ ok: true, saved: true })
    // Two concurrent saves (double click in two tabs) end as one row, no error.
    const both = await Promise.all([
      saveProperty({ payload, user: buyer, propertyId: b.id }),
      saveProperty({ payload, user: buyer, propertyId: b.id }),
    ])
    expect(both).toEqual([
      { ok: true, saved: true },
      { ok: true, saved: true },
    ])

    const list = await listSavedProperties({ payload, user: buyer })
    expect(list.total).toBe(2)
    expect(list.items.map((i) => i.propertyId)).toEqual([b.id, a.id])
    expect(list.items[0].card?.title).toBe(b.title)
    expect(list.items[0].card?.monthlyRent).toBe(25_000)

    expect([...(await savedPropertyIds(payload, buyer, [a.id, b.id, 999_999]))].sort()).toEqual([a.id, b.id].sort())

    expect(await unsaveProperty({ payload, user: buyer, propertyId: a.id })).toEqual({ ok: true, saved: false })
    expect(await unsaveProperty({ payload, user: buyer, propertyId: a.id })).toEqual({ ok: true, saved: false })
    expect([...(await savedPropertyIds(payload, buyer, [a.id, b.id]))]).toEqual([b.id])
  })

  it('keeps each member to their own list', async () => {
    const payload = await getTestPayload()
    const [one, two] = [await makeUser(payload, 'buyer'), await makeUser(payload, 'buyer')]
    const p = await makeProperty(payload)
    await saveProperty({ payload, user: one, propertyId: p.id })
    expect((await listSavedProperties({ payload, user: two })).total).toBe(0)
    expect((await savedPropertyIds(payload, two, [p.id])).size).toBe(0)
    // Another member's unsave does not touch the first member's row.
    await unsaveProperty({ payload, user: two, propertyId: p.id })
    expect((await savedPropertyIds(payload, one, [p.id])).has(p.id)).toBe(true)
    expect((await savedPropertyIds(payload, null, [p.id])).size).toBe(0)
  })

  it('refuses listings the member cannot see, and editors', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const hidden = await makeProperty(payload, { status: 'inactive' })
    expect(await saveProperty({ payload, user: buyer, propertyId: hidden.id })).toEqual({ ok: false, reason: 'not_found' })
    expect(await saveProperty({ payload, user: buyer, propertyId: 987_654_321 })).toEqual({ ok: false, reason: 'not_found' })
    const editor = await makeUser(payload, 'editor')
    const p = await makeProperty(payload)
    expect(await saveProperty({ payload, user: editor, propertyId: p.id })).toEqual({ ok: false, reason: 'forbidden' })
  })

  it('shows a saved listing that was later deactivated as unavailable', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const p = await makeProperty(payload)
    await saveProperty({ payload, user: buyer, propertyId: p.id })
    await payload.update({ collection: 'properties', id: p.id, data: { status: 'sold' }, overrideAccess: true })
    const list = await listSavedProperties({ payload, user: buyer })
    expect(list.items).toEqual([expect.objectContaining({ propertyId: p.id, card: null })])
  })
})

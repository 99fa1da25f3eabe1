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

    expect(await saveProperty({ payload, user: buyer, input: { propertyId: a.id } })).toEqual({ saved: true })
    expect(await saveProperty({ payload, user: buyer, input: { propertyId: a.id } })).toEqual({ saved: true })
    // Two concurrent saves (double click in two tabs) end as one row, no error.
    const both = await Promise.all([
      saveProperty({ payload, user: buyer, input: { propertyId: b.id } }),
      saveProperty({ payload, user: buyer, input: { propertyId: b.id } }),
    ])
    expect(both).toEqual([{ saved: true }, { saved: true }])

    const list = await listSavedProperties({ payload, user: buyer })
    expect(list.total).toBe(2)
    expect(list.items.map((i) => i.propertyId)).toEqual([b.id, a.id])
    expect(list.items[0].card?.title).toBe(b.title)
    expect(list.items[0].card?.monthlyRent).toBe(25_000)

    expect([...(await savedPropertyIds(payload, buyer, [a.id, b.id, 999_999]))].sort()).toEqual([a.id, b.id].sort())

    expect(await unsaveProperty({ payload, user: buyer, input: { propertyId: a.id } })).toEqual({ saved: false })
    expect(await unsaveProperty({ payload, user: buyer, input: { propertyId: a.id } })).toEqual({ saved: false })
    expect([...(await savedPropertyIds(payload, buyer, [a.id, b.id]))]).toEqual([b.id])
  })

  it('keeps each member to their own list', async () => {
    const payload = await getTestPayload()
    const [one, two] = [await makeUser(payload, 'buyer'), await makeUser(payload, 'buyer')]
    const p = await makeProperty(payload)
    await saveProperty({ payload, user: one, input: { propertyId: p.id } })
    expect((await listSavedProperties({ payload, user: two })).total).toBe(0)
    expect((await savedPropertyIds(payload, two, [p.id])).size).toBe(0)
    // Another member's unsave does not touch the first member's row.
    await unsaveProperty({ payload, user: two, input: { propertyId: p.id } })
    expect((await savedPropertyIds(payload, one, [p.id])).has(p.id)).toBe(true)
    expect((await savedPropertyIds(payload, null, [p.id])).size).toBe(0)
  })

  it('refuses listings the member cannot see, and editors', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const hidden = await makeProperty(payload, { status: 'inactive' })
    const notFound = { code: 'NOT_FOUND', status: 404, message: 'This property is no longer available' }
    await expect(saveProperty({ payload, user: buyer, input: { propertyId: hidden.id } })).rejects.toMatchObject(notFound)
    await expect(saveProperty({ payload, user: buyer, input: { propertyId: 987_654_321 } })).rejects.toMatchObject(notFound)
    const editor = await makeUser(payload, 'editor')
    const p = await makeProperty(payload)
    await expect(saveProperty({ payload, user: editor, input: { propertyId: p.id } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Only buyer, seller and agent accounts can save properties',
    })
    expect((await listSavedProperties({ payload, user: buyer })).total).toBe(0)
  })

  it('shows a saved listing that was later deactivated as unavailable', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer')
    const p = await makeProperty(payload)
    await saveProperty({ payload, user: buyer, input: { propertyId: p.id } })
    await payload.update({ collection: 'properties', id: p.id, data: { status: 'sold' }, overrideAccess: true })
    const list = await listSavedProperties({ payload, user: buyer })
    expect(list.items).toEqual([expect.objectContaining({ propertyId: p.id, card: null })])
  })
})

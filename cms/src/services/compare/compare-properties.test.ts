import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import { isAppError } from '../../errors/app-error'
import { compareProperties } from './compare-properties'

describe('compareProperties', () => {
  it('returns the listings in the order asked, with the compared facts', async () => {
    const payload = await getTestPayload()
    const a = await makeProperty(payload, { price: 6_000_000, area_sqft: 1200, bedrooms: 3, amenities: ['Gym', 'Parking'] })
    const b = await makeProperty(payload, {
      listing_type: 'RENT',
      price: null,
      monthly_rent: 30_000,
      area_sqft: 1000,
      property_type: 'gated_apartment',
    })
    const items = await compareProperties({ payload, user: null, input: { ids: [b.id, a.id] } })
    expect(items.map((i) => i.id)).toEqual([b.id, a.id])
    expect(items[1]).toMatchObject({
      pricePerSqft: 5000,
      areaTotalSqft: 1200,
      bedrooms: 3,
      amenities: ['Gym', 'Parking'],
      listingType: 'SALE',
    })
    expect(items[0]).toMatchObject({ pricePerSqft: 30, monthlyRent: 30_000, propertyType: 'gated_apartment' })
  })

  it('leaves out listings the caller may not see', async () => {
    const payload = await getTestPayload()
    const seller = await makeUser(payload, 'seller')
    const hidden = await makeProperty(payload, { status: 'inactive', owner: seller.id, added_by: seller.id })
    const open = await makeProperty(payload)
    expect((await compareProperties({ payload, user: null, input: { ids: [hidden.id, open.id] } })).map((i) => i.id)).toEqual([open.id])
    // The owner sees their own inactive listing.
    expect((await compareProperties({ payload, user: seller, input: { ids: [hidden.id] } })).map((i) => i.id)).toEqual([hidden.id])
  })

  it('refuses a fifth listing', async () => {
    const payload = await getTestPayload()
    const error = await compareProperties({ payload, user: null, input: { ids: [1, 2, 3, 4, 5] } }).catch((e: unknown) => e)
    expect(isAppError(error) && error.code === 'INVALID_INPUT' && error.status).toBe(400)
    expect((error as Error).message).toBe('You can compare up to 4 properties at a time.')
  })
})

import { describe, expect, it } from 'vitest'
import type { RequiredDataFromCollectionSlug } from 'payload'
import type { Property } from '../../payload-types'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import { sql } from '@payloadcms/db-postgres'
import { pricePerSqft } from '@gruha/shared'
import { postgres } from '../../db/sql'
import { RATE_PER_SQFT_SQL, getPriceInsight } from './get-price-insight'

const read = async (id: number) => (await getTestPayload()).findByID({ collection: 'properties', id, depth: 0 }) as Promise<Property>

describe('getPriceInsight', () => {
  it('compares with the median of active, similar listings in the same locality and says how many', async () => {
    const payload = await getTestPayload()
    const city = `Insightpur ${uniq()}`
    const place = { city, mandal: 'Kondapur' }
    const subject = await makeProperty(payload, { ...place, price: 9_000_000, area_sqft: 1500 })
    // Comparable: villas and independent houses for sale in the locality, with an area.
    for (const [price, area_sqft, property_type] of [
      [6_000_000, 1000, 'villa'],
      [8_000_000, 1000, 'independent_house'],
      [5_000_000, 1000, 'villa'],
      [7_000_000, 1000, 'farm_house'],
    ] as const) {
      await makeProperty(payload, { ...place, price, area_sqft, property_type })
    }
    // Not comparable: inactive, another locality, a flat, a rental; one without an area is left out of the sample.
    await makeProperty(payload, { ...place, price: 90_000_000, area_sqft: 1000, status: 'inactive' })
    await makeProperty(payload, { city, mandal: 'Gachibowli', price: 90_000_000, area_sqft: 1000 })
    await makeProperty(payload, { ...place, price: 90_000_000, area_sqft: 1000, property_type: 'gated_apartment' })
    await makeProperty(payload, { ...place, listing_type: 'RENT', price: null, monthly_rent: 90_000, area_sqft: 1000 })
    await makeProperty(payload, { ...place, price: 90_000_000 })

    const insight = await getPriceInsight({ payload, user: null, input: { property: await read(subject.id) } })
    expect(insight.listingType).toBe('SALE')
    expect(insight.perSqft).toBe(6000)
    // 5000, 6000, 7000, 8000 per sq ft.
    expect(insight.sampleSize).toBe(4)
    expect(insight.enough).toBe(true)
    expect(insight.medianPerSqft).toBe(6500)
    expect(insight.comparable).toEqual({ city, locality: 'Kondapur', types: ['independent_house', 'villa', 'farm_house'] })
  })

  it('shows no median when fewer than three comparables state an area', async () => {
    const payload = await getTestPayload()
    const city = `Smallpur ${uniq()}`
    const subject = await makeProperty(payload, {
      city,
      listing_type: 'RENT',
      property_type: 'gated_apartment',
      price: null,
      monthly_rent: 30_000,
      area_sqft: 1000,
    })
    await makeProperty(payload, {
      city,
      listing_type: 'RENT',
      property_type: 'standalone_apartment',
      price: null,
      monthly_rent: 20_000,
      area_sqft: 1000,
    })
    await makeProperty(payload, {
      city,
      listing_type: 'RENT',
      property_type: 'gated_apartment',
      price: null,
      monthly_rent: 25_000,
      area_sqft: 1000,
    })

    const insight = await getPriceInsight({ payload, user: null, input: { property: await read(subject.id) } })
    expect(insight.listingType).toBe('RENT')
    expect(insight.amount).toBe(30_000)
    expect(insight.perSqft).toBe(30)
    expect(insight.sampleSize).toBe(2)
    expect(insight.enough).toBe(false)
    expect(insight.medianPerSqft).toBeNull()
    expect(insight.comparable.locality).toBeNull()
  })

  it('takes each listing’s price per sq ft in SQL as the shared pricePerSqft does, whichever area it states', async () => {
    const payload = await getTestPayload()
    const city = `Ratepur ${uniq()}`
    const areas: Record<string, unknown>[] = [
      { area_sqft: 1200 },
      { area_sqft: 0, built_up_area_sqft: 1100, carpet_area_sqft: 900 },
      { carpet_area_sqft: 950 },
      { property_type: 'plot', plot_area_sqft: 2400, plot_area_sqyd: 300 },
      { property_type: 'plot', plot_area_sqyd: 267 },
      { property_type: 'land', area_sqyd: 4840 },
      { listing_type: 'RENT', price: null, monthly_rent: 18_500, area_sqft: 1150 },
      { listing_type: 'RENT', price: null, monthly_rent: 18_500 },
      {},
    ]
    for (const extra of areas) await makeProperty(payload, { city, price: 7_333_333, ...extra })
    const docs = (await payload.find({ collection: 'properties', where: { city: { equals: city } }, limit: 20, depth: 0 })).docs
    const { rows } = await postgres(payload).drizzle.execute<{ id: number; rate: number | null }>(
      sql`select id, ${sql.raw(RATE_PER_SQFT_SQL)} as rate from properties where city = ${city}`,
    )
    const bySql = new Map(rows.map((r) => [r.id, r.rate]))
    const expected = docs.map((d) => [d.id, pricePerSqft(d.listing_type === 'RENT' ? d.monthly_rent : d.price, d)])
    expect(expected.filter(([, rate]) => rate === null)).toHaveLength(2)
    expect(docs.map((d) => [d.id, bySql.get(d.id)])).toEqual(expected)
  })

  it('takes the middle rate of an odd sample, plots measured in square yards included', async () => {
    const payload = await getTestPayload()
    const city = `Plotpur ${uniq()}`
    const subject = await makeProperty(payload, { city, property_type: 'plot', price: 2_700_000, plot_area_sqyd: 100 })
    // 3000, 4000 and 5000 per sq ft (900 sq ft each), and land with no area, left out.
    for (const price of [2_700_000, 3_600_000, 4_500_000])
      await makeProperty(payload, { city, property_type: 'plot', price, plot_area_sqyd: 100 })
    await makeProperty(payload, { city, property_type: 'land', price: 90_000_000 })

    const insight = await getPriceInsight({ payload, user: null, input: { property: await read(subject.id) } })
    expect(insight.perSqft).toBe(3000)
    expect(insight.sampleSize).toBe(3)
    expect(insight.medianPerSqft).toBe(4000)
  })

  it('keeps the listing’s price history, whoever changes the price and however', async () => {
    const payload = await getTestPayload()
    const seller = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const created = await payload.create({
      collection: 'properties',
      data: {
        title: `History ${uniq()}`,
        description: 'Price goes down.',
        listing_type: 'SALE',
        property_type: 'villa',
        price: 8_000_000,
        address: '2 Test Road',
        city: `Historypur ${uniq()}`,
        state: 'Telangana',
      } as RequiredDataFromCollectionSlug<'properties'>,
      overrideAccess: false,
      user: seller,
    })
    await payload.update({
      collection: 'properties',
      id: created.id,
      data: { description: 'No price change.' },
      overrideAccess: false,
      user: seller,
    })
    await payload.update({ collection: 'properties', id: created.id, data: { price: 7_600_000 }, overrideAccess: false, user: seller })
    // An admin's change (the console) is recorded too.
    await payload.update({ collection: 'properties', id: created.id, data: { price: 7_400_000 }, overrideAccess: true })

    const insight = await getPriceInsight({ payload, user: null, input: { property: await read(created.id) } })
    expect(insight.history.map((h) => [h.oldValue, h.newValue])).toEqual([
      [null, 8_000_000],
      [8_000_000, 7_600_000],
      [7_600_000, 7_400_000],
    ])
    expect(insight.history.every((h) => !Number.isNaN(Date.parse(h.date)))).toBe(true)

    // Deleting the listing takes its history with it.
    await payload.delete({ collection: 'properties', id: created.id, overrideAccess: false, user: seller })
    expect((await payload.count({ collection: 'price-changes', where: { property: { equals: created.id } } })).totalDocs).toBe(0)
  })

  it('shows a listing’s history only to whoever may read the listing', async () => {
    const payload = await getTestPayload()
    const seller = await makeUser(payload, 'seller', { verification_status: 'verified' })
    const stranger = await makeUser(payload, 'buyer')
    const created = await payload.create({
      collection: 'properties',
      data: {
        title: `Sold ${uniq()}`,
        description: 'Taken off the market.',
        listing_type: 'SALE',
        property_type: 'villa',
        price: 9_000_000,
        address: '3 Test Road',
        city: `Soldpur ${uniq()}`,
        state: 'Telangana',
      } as RequiredDataFromCollectionSlug<'properties'>,
      overrideAccess: false,
      user: seller,
    })
    await payload.update({ collection: 'properties', id: created.id, data: { price: 8_500_000 }, overrideAccess: false, user: seller })
    const property = await read(created.id)
    const historyFor = async (user: typeof seller | null) =>
      (await getPriceInsight({ payload, user, input: { property } })).history.map((h) => h.newValue)
    expect(await historyFor(null)).toEqual([9_000_000, 8_500_000])

    await payload.update({ collection: 'properties', id: created.id, data: { status: 'sold' }, overrideAccess: false, user: seller })
    expect(await historyFor(null)).toEqual([])
    expect(await historyFor(stranger)).toEqual([])
    expect(await historyFor(seller)).toEqual([9_000_000, 8_500_000])
  })
})

import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload, RequiredDataFromCollectionSlug, TypedUser } from 'payload'
import { dayInIndia, parsePropertySearch, type ListingType } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { searchProperties } from './search-properties'
import { rentalOverview } from './rental-overview'
import { findMapMarkers } from './find-map-markers'
import { parseBbox, searchWhere } from './search-where'
import { countMatches } from './count-matches'
import { readableWhere } from '../../access/readableWhere'

// Every listing lives in its own made-up city, so the demo data and other tests never interfere.
const city = `Testpur ${crypto.randomBytes(4).toString('hex')}`
const state = `Teststate ${crypto.randomBytes(3).toString('hex')}`
let payload: Payload
const ids: Record<string, number> = {}

type Seed = { key: string; listing?: ListingType; status?: string; data: Record<string, unknown> }

const listings: Seed[] = [
  {
    key: 'apt2',
    data: {
      property_type: 'standalone_apartment',
      price: 4_500_000,
      bedrooms: 2,
      bathrooms: 2,
      area_sqft: 1100,
      furnishing_status: 'Semi-Furnished',
      facing: 'east',
      latitude: 17.7,
      longitude: 83.3,
    },
  },
  {
    key: 'villa4',
    data: {
      property_type: 'villa',
      price: 25_000_000,
      bedrooms: 4,
      bathrooms: 4,
      area_sqft: 3200,
      furnishing_status: 'Fully-Furnished',
      facing: 'north',
      latitude: 17.4,
      longitude: 78.4,
    },
  },
  {
    key: 'shop',
    data: { property_type: 'commercial', commercial_subtype: 'shop', price: 9_000_000, area_sqft: 600, latitude: 0, longitude: 0 },
  },
  { key: 'office', data: { property_type: 'commercial', commercial_subtype: 'office', price: 15_000_000, area_sqft: 2000 } },
  {
    key: 'farm',
    data: { property_type: 'land', land_type: 'agricultural', price: 3_000_000, area_sqft: 43_560, latitude: 16.5, longitude: 80.6 },
  },
  {
    key: 'plot',
    data: { property_type: 'plot', land_type: 'residential', price: 1_800_000, area_sqft: 1800, latitude: 17.71, longitude: 83.31 },
  },
  {
    key: 'soldHouse',
    status: 'sold',
    data: { property_type: 'independent_house', price: 7_000_000, bedrooms: 3, bathrooms: 3, area_sqft: 1500 },
  },
  {
    key: 'rent1',
    listing: 'RENT',
    data: {
      property_type: 'gated_apartment',
      monthly_rent: 18_000,
      bedrooms: 2,
      bathrooms: 2,
      area_sqft: 1000,
      furnishing_status: 'Fully-Furnished',
      available_from: '2020-01-01',
      latitude: 17.72,
      longitude: 83.32,
    },
  },
  {
    key: 'rent2',
    listing: 'RENT',
    data: {
      property_type: 'independent_house',
      monthly_rent: 42_000,
      bedrooms: 3,
      bathrooms: 3,
      area_sqft: 1800,
      furnishing_status: 'Unfurnished',
      available_from: '2999-01-01',
    },
  },
]

beforeAll(async () => {
  payload = await getTestPayload()
  for (const [i, l] of listings.entries()) {
    // Test setup: status is an admin-only field, so create past access control.
    const doc = await payload.create({
      collection: 'properties',
      overrideAccess: true,
      data: {
        title: `Search test ${l.key} ${city}`,
        description: `A listing used by the search tests (${l.key}).`,
        listing_type: l.listing ?? 'SALE',
        address: `${i + 1} Test Road`,
        city,
        state,
        status: l.status ?? 'active',
        ...l.data,
      } as RequiredDataFromCollectionSlug<'properties'>,
    })
    ids[l.key] = doc.id
  }
})

async function keysFor(query: string, listingType: ListingType = 'SALE', user: TypedUser | null = null): Promise<string[]> {
  const search = parsePropertySearch(`city=${encodeURIComponent(city)}&${query}`)
  const result = await searchProperties({ payload, user, search, listingType, limit: 50, countVerified: true })
  // The total is counted in SQL (count-matches.ts), the cards through Payload's where: they must agree.
  expect(result.total, query).toBe(result.cards.length)
  expect(result.totalCapped).toBe(false)
  expect(result.verified, query).toBe(result.cards.filter((c) => c.verified).length)
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]))
  return result.cards.map((c) => byId.get(c.id) ?? `other:${c.id}`).sort()
}

describe('searchProperties', () => {
  it('lists only active sale listings of the city for a visitor', async () => {
    expect(await keysFor('')).toEqual(['apt2', 'farm', 'office', 'plot', 'shop', 'villa4'])
  })

  it('filters by state, and an unknown state finds nothing', async () => {
    expect(await keysFor(`state=${encodeURIComponent(state)}`)).toHaveLength(6)
    expect(await keysFor('state=Nowhere')).toEqual([])
  })

  it('filters by one property type and by a comma list', async () => {
    expect(await keysFor('propertyType=villa')).toEqual(['villa4'])
    expect(await keysFor('propertyType=land,farm_house,plot')).toEqual(['farm', 'plot'])
  })

  it('filters by price bounds (inclusive)', async () => {
    expect(await keysFor('minPrice=4500000&maxPrice=15000000')).toEqual(['apt2', 'office', 'shop'])
    expect(await keysFor('maxPrice=2000000')).toEqual(['plot'])
  })

  it('filters rentals by monthly rent', async () => {
    expect(await keysFor('minRent=20000', 'RENT')).toEqual(['rent2'])
    expect(await keysFor('maxRent=20000', 'RENT')).toEqual(['rent1'])
  })

  it('filters bedrooms and bathrooms as n or more', async () => {
    expect(await keysFor('bedrooms=2')).toEqual(['apt2', 'villa4'])
    expect(await keysFor('bedrooms=3')).toEqual(['villa4'])
    expect(await keysFor('bathrooms=4')).toEqual(['villa4'])
  })

  it('filters by area bounds', async () => {
    expect(await keysFor('minArea=1500&maxArea=3200')).toEqual(['office', 'plot', 'villa4'])
  })

  it('filters furnishing (any spelling), facing, commercial subtype and land type', async () => {
    expect(await keysFor('furnishingStatus=Fully%20Furnished')).toEqual(['villa4'])
    expect(await keysFor('facing=North')).toEqual(['villa4'])
    expect(await keysFor('commercialSubtype=shop')).toEqual(['shop'])
    expect(await keysFor('landType=agricultural')).toEqual(['farm'])
  })

  it('counts exactly up to the cap, and says when there are more', async () => {
    const where = searchWhere(parsePropertySearch(`city=${encodeURIComponent(city)}`), 'SALE')
    const readable = await readableWhere({ payload, user: null, collection: 'properties', where })
    expect(await countMatches(payload, readable, 2)).toEqual({ count: 2, capped: true })
    expect(await countMatches(payload, readable, 6)).toEqual({ count: 6, capped: false })
  })

  it('combines filters', async () => {
    expect(await keysFor('propertyType=commercial&minArea=1000&commercialSubtype=office')).toEqual(['office'])
  })

  it('sorts by price both ways and paginates by 12 by default', async () => {
    const search = parsePropertySearch(`city=${encodeURIComponent(city)}&sort=price_asc`)
    const asc = await searchProperties({ payload, user: null, search, listingType: 'SALE' })
    expect(asc.cards.map((c) => c.price)).toEqual([1_800_000, 3_000_000, 4_500_000, 9_000_000, 15_000_000, 25_000_000])
    expect(asc.pageSize).toBe(12)
    const desc = await searchProperties({ payload, user: null, search: { ...search, sort: 'price_desc' }, listingType: 'SALE' })
    expect(desc.cards[0]?.id).toBe(ids.villa4)
    const page2 = await searchProperties({ payload, user: null, search: { ...search, page: 2 }, listingType: 'SALE', limit: 4 })
    expect(page2).toMatchObject({ total: 6, page: 2, totalPages: 2 })
    expect(page2.cards.map((c) => c.price)).toEqual([15_000_000, 25_000_000])
  })

  it('keeps inactive listings out even for an admin', async () => {
    const admin = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `admin-${crypto.randomBytes(4).toString('hex')}@example.test`,
        password: 'Strong@123',
        role: 'admin',
        first_name: 'A',
        last_name: 'B',
      } as RequiredDataFromCollectionSlug<'users'>,
    })
    const keys = await keysFor('', 'SALE', { ...admin, collection: 'users' })
    expect(keys).not.toContain('soldHouse')
  })

  it('limits results to the visible map area', async () => {
    const bbox = parseBbox('17.6,83.2,17.8,83.4')
    expect(bbox).not.toBeNull()
    const search = parsePropertySearch(`city=${encodeURIComponent(city)}`)
    const result = await searchProperties({ payload, user: null, search, listingType: 'SALE', bbox })
    expect(result.cards.map((c) => c.id).sort()).toEqual([ids.apt2, ids.plot].sort())
    expect(parseBbox('1,2,3')).toBeNull()
    expect(parseBbox('50,10,40,20')).toBeNull()
  })

  it('returns card fields: canonical path, cover, truncated text', async () => {
    const [card] = (
      await searchProperties({
        payload,
        user: null,
        search: parsePropertySearch(`city=${encodeURIComponent(city)}&propertyType=villa`),
        listingType: 'SALE',
      })
    ).cards
    expect(card).toMatchObject({ title: `Search test villa4 ${city}`, listingType: 'SALE', price: 25_000_000, bedrooms: 4, image: null })
    expect(card?.path).toMatch(/^\/property\/search-test-villa4-testpur-[0-9a-f]+$/)
  })
})

describe('rentalOverview', () => {
  it('counts rentals, the lowest rent, fully furnished and ready-to-move ones', async () => {
    const search = parsePropertySearch(`city=${encodeURIComponent(city)}`)
    expect(await rentalOverview({ payload, user: null, search })).toEqual({
      available: 2,
      startingRent: 18_000,
      fullyFurnished: 1,
      readyToMove: 1,
    })
  })
})

describe('searchProperties: what a card adds to the listing', () => {
  it('carries the posting time, who posted it and the rate per sq ft (per sq yd for a plot)', async () => {
    const search = parsePropertySearch(`city=${encodeURIComponent(city)}`)
    const { cards } = await searchProperties({ payload, user: null, search, listingType: 'SALE', limit: 50 })
    const card = (key: string) => cards.find((c) => c.id === ids[key])!
    expect(card('apt2').postedOn).toBe(dayInIndia(new Date()))
    // Created here past access control, with no signed-in user: nobody is named.
    expect(card('apt2').postedBy).toBeNull()
    expect(card('apt2').rate).toEqual({ amount: 4091, unit: 'sqft' })
    expect(card('plot').rate).toEqual({ amount: 9000, unit: 'sqyd' })
    expect(card('apt2').photoCount).toBe(0)
  })
})

describe('findMapMarkers', () => {
  it('keeps only listings with real coordinates and a price', async () => {
    const search = parsePropertySearch(`city=${encodeURIComponent(city)}`)
    const { markers } = await findMapMarkers({ payload, user: null, search, listingType: 'SALE' })
    expect(markers.map((m) => m[0]).sort()).toEqual([ids.apt2, ids.villa4, ids.farm, ids.plot].sort())
    const rent = await findMapMarkers({ payload, user: null, search, listingType: 'RENT' })
    expect(rent.markers).toEqual([[ids.rent1, 17.72, 83.32, 18_000, `Search test rent1 ${city}`, expect.stringMatching(/^\/property\//)]])
  })

  it('sends the newest markers up to the limit and says when there are more', async () => {
    const search = parsePropertySearch(`city=${encodeURIComponent(city)}`)
    const all = await findMapMarkers({ payload, user: null, search, listingType: 'SALE' })
    expect(all.markers).toHaveLength(4)
    expect(all.more).toBe(false)
    expect((await findMapMarkers({ payload, user: null, search, listingType: 'SALE', limit: 4 })).more).toBe(false)
    const cut = await findMapMarkers({ payload, user: null, search, listingType: 'SALE', limit: 2 })
    expect(cut.markers.map((m) => m[0])).toEqual(all.markers.slice(0, 2).map((m) => m[0]))
    expect(cut.more).toBe(true)
  })
})

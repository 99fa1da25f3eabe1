import crypto from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FlattenedField, Payload, RequiredDataFromCollectionSlug, TypedUser } from 'payload'
import { parsePropertySearch } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeUser } from '../../../test/factories'
import { readTrustSettings } from '../../domain/trust-settings'
import { searchProperties } from './search-properties'
import { searchSort, searchWhere } from './search-where'
import { CARD_MEDIA_POPULATE, PROPERTY_CARD_SELECT, toPropertyCard } from './property-card'
import { plainReadableCardFields } from './read-card-page'

// Its own made-up city, so the demo data and other tests never interfere.
const city = `Cardpur ${crypto.randomBytes(4).toString('hex')}`
let payload: Payload
let admin: TypedUser

/** A picture no other test has, large enough for Payload to make its card size. */
async function uniquePicture(): Promise<Buffer> {
  const raw = crypto.randomBytes(8 * 6 * 3)
  return sharp(raw, { raw: { width: 8, height: 6, channels: 3 } })
    .resize(1000, 750)
    .jpeg()
    .toBuffer()
}

async function photo(alt: string | null) {
  const data = await uniquePicture()
  // Test setup, as the seed does it.
  const doc = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt, purpose: 'listing' },
    file: { data, mimetype: 'image/jpeg', name: `card-${crypto.randomBytes(3).toString('hex')}.jpg`, size: data.length },
  })
  return doc.id
}

async function listing(data: Record<string, unknown>) {
  return payload.create({
    collection: 'properties',
    overrideAccess: true,
    data: {
      title: `Card test ${crypto.randomBytes(3).toString('hex')} ${city}`,
      description: `A listing used by the card tests. ${'Long words go on. '.repeat(20)}`,
      listing_type: 'SALE',
      property_type: 'standalone_apartment',
      address: '1 Card Road',
      city,
      state: 'Telangana',
      status: 'active',
      ...data,
    } as RequiredDataFromCollectionSlug<'properties'>,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await makeUser(payload, 'admin')
  const day = 86_400_000
  await listing({
    price: 6_500_000,
    bedrooms: 3,
    bathrooms: 2,
    area_sqft: 1450,
    amenities: ['Gym', 'Covered Parking', 'Lift'],
    sections: [
      { title: 'Nearby', content: `Schools and a hospital. ${'More near by. '.repeat(30)}` },
      { title: 'Second', content: 'Not on the card.' },
    ],
    images: [await photo('The front'), await photo(null), await photo('The hall')],
    visited_at: new Date(Date.now() - 5 * day).toISOString(),
    visit_note: 'Seen in person.',
    last_confirmed_at: new Date(Date.now() - day).toISOString(),
    latitude: 17.385,
    longitude: 78.4867,
    mandal: 'Serilingampally',
    district: 'Rangareddy',
    power_backup: true,
  })
  await listing({ property_type: 'plot', price: 1_800_000, plot_area_sqyd: 200, rate_per_sqyd: 9500, featured: true })
  await listing({ price: 4_000_000, area_sqft: 1000, sections: [{ title: 'Only a title' }], water_source: 'Borewell' })
  await listing({ price: 2_000_000, bedrooms: null, area_sqft: null })
})

/** The same page as Payload's find reads it, mapped to cards by the same function. */
async function cardsByPayload(query: string, user: TypedUser | null, limit: number) {
  const search = parsePropertySearch(`city=${encodeURIComponent(city)}&${query}`)
  const settings = await readTrustSettings(payload)
  const { docs } = await payload.find({
    collection: 'properties',
    where: searchWhere(search, 'SALE'),
    sort: searchSort(search, 'SALE'),
    page: search.page,
    limit,
    depth: 1,
    select: PROPERTY_CARD_SELECT,
    populate: CARD_MEDIA_POPULATE,
    overrideAccess: false,
    user,
  })
  return docs.map((d) => toPropertyCard(d, { validMonths: settings.verification_valid_months }))
}

async function cardsByRows(query: string, user: TypedUser | null, limit: number) {
  const search = parsePropertySearch(`city=${encodeURIComponent(city)}&${query}`)
  return (await searchProperties({ payload, user, search, listingType: 'SALE', limit })).cards
}

describe('readCardPage', () => {
  it.each([
    ['a visitor, newest first', '', null, 12],
    ['an admin, newest first', '', 'admin', 12],
    ['price low to high, page 2 of 2 a page', 'sort=price_asc&page=2', null, 2],
    ['price high to low, page 1 of 1 a page', 'sort=price_desc', null, 1],
  ] as const)('reads the same cards as Payload does: %s', async (_name, query, who, limit) => {
    const user = who === 'admin' ? admin : null
    const expected = await cardsByPayload(query, user, limit)
    expect(expected.length).toBeGreaterThan(0)
    expect(await cardsByRows(query, user, limit)).toEqual(expected)
  })

  it('builds the cover from the first photo and counts them all', async () => {
    const card = (await cardsByRows('', null, 12)).find((c) => c.bedrooms === 3)!
    expect(card.photoCount).toBe(3)
    expect(card.image).toEqual({ url: expect.stringMatching(/\/cms\/api\/media\/file\/card-[0-9a-f]+-768x512\.webp$/), alt: 'The front' })
    expect(card.firstSection?.title).toBe('Nearby')
    expect(card.iconAmenities).toEqual(['Parking', 'Power Backup'])
    expect(card.tiers.map((t) => t.tier)).toEqual(['visited'])
  })
})

describe('plainReadableCardFields', () => {
  const fields = () => (payload.collections.properties.config.flattenedFields as FlattenedField[]).map((f) => ({ ...f }))
  const table = () => payload.db.tables.properties as Record<string, { name: string }>

  it('maps each card field to its column', () => {
    const columns = plainReadableCardFields(fields(), table())
    expect(columns.find((c) => c.name === 'createdAt')).toEqual({ name: 'createdAt', column: 'created_at', type: 'date' })
  })

  it('refuses a card field that has read access or a read hook of its own', () => {
    const guarded = fields().map((f) => (f.name === 'price' ? { ...f, access: { read: () => false } } : f)) as FlattenedField[]
    expect(() => plainReadableCardFields(guarded, table())).toThrow("The card field 'price' cannot be read as a plain row")
    const hooked = fields().map((f) => (f.name === 'sections' ? { ...f, hooks: { afterRead: [() => null] } } : f)) as FlattenedField[]
    expect(() => plainReadableCardFields(hooked, table())).toThrow("The card field 'sections' cannot be read as a plain row")
  })
})

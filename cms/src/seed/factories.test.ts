/**
 * The seed's factories, pictures and rich-text helper. Pure: no database, no network.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CITIES, PROPERTY_TYPES, firstPasswordError, slugify } from '@gruha/shared'

import { SEED_PAGES, SEED_POSTS } from './content'
import { buildDemoProperties, buildProperty, buildUser, INDIA_BOUNDS, type PropertySeedData } from './factories'
import {
  IMAGE_HEIGHT,
  IMAGE_VARIANTS_PER_TYPE,
  IMAGE_WIDTH,
  renderPropertyImage,
  SEED_IMAGE_TYPES,
  seedImageFilename,
  VIEWS_BY_TYPE,
} from './images'
import { lexicalDoc, lexicalPlainText } from './lexical'
import { createSeedRng } from './seed-prng'

const TODAY = new Date('2025-06-15T00:00:00.000Z')
const demo = buildDemoProperties({ seed: 42, today: TODAY })

/** Great-circle distance in km. */
function km(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(bLat - aLat)
  const dLng = rad(bLng - aLng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

function expectValidListing(p: PropertySeedData) {
  expect(p.title.length).toBeGreaterThan(5)
  expect(p.description.length).toBeGreaterThan(20)
  expect(p.latitude).toBeGreaterThanOrEqual(INDIA_BOUNDS.minLat)
  expect(p.latitude).toBeLessThanOrEqual(INDIA_BOUNDS.maxLat)
  expect(p.longitude).toBeGreaterThanOrEqual(INDIA_BOUNDS.minLng)
  expect(p.longitude).toBeLessThanOrEqual(INDIA_BOUNDS.maxLng)
  expect(p.zip_code).toMatch(/^[1-9]\d{5}$/)
  if (p.listing_type === 'SALE') {
    expect(p.price).toBeGreaterThan(0)
  } else {
    expect(p.monthly_rent).toBeGreaterThan(0)
    expect(p.security_deposit).toBeGreaterThan(0)
    expect(p.available_from).toBeTruthy()
  }
  if (p.property_type === 'land' || p.property_type === 'plot') expect(p.listing_type).toBe('SALE')
  expect(p.sections.length).toBeGreaterThanOrEqual(1)
  expect(p.sections.length).toBeLessThanOrEqual(2)
}

describe('buildDemoProperties', () => {
  it('is deterministic: the same seed gives the same data', () => {
    expect(buildDemoProperties({ seed: 42, today: TODAY })).toEqual(demo)
    expect(buildDemoProperties({ seed: 43, today: TODAY })).not.toEqual(demo)
  })

  it('has at least 60 listings and at least 6 of each of the eight types', () => {
    expect(demo.length).toBeGreaterThanOrEqual(60)
    for (const type of PROPERTY_TYPES) {
      expect(demo.filter((p) => p.data.property_type === type).length, type).toBeGreaterThanOrEqual(6)
    }
  })

  it('offers both SALE and RENT for residential and commercial types', () => {
    for (const type of ['standalone_apartment', 'gated_apartment', 'independent_house', 'villa', 'commercial'] as const) {
      const listings = new Set(demo.filter((p) => p.data.property_type === type).map((p) => p.data.listing_type))
      expect([...listings].sort(), type).toEqual(['RENT', 'SALE'])
    }
  })

  it('lists land and plots only for sale', () => {
    const land = demo.filter((p) => p.data.property_type === 'land' || p.data.property_type === 'plot')
    expect(land.length).toBeGreaterThan(0)
    for (const p of land) expect(p.data.listing_type).toBe('SALE')
  })

  it('gives every listing valid coordinates near its city and a positive price or rent', () => {
    for (const { data } of demo) {
      expectValidListing(data)
      const city = CITIES.find((c) => c.name === data.city)
      expect(city, data.city).toBeDefined()
      expect(km(city!.latitude, city!.longitude, data.latitude, data.longitude)).toBeLessThanOrEqual(5.01)
      expect(data.state).toBe(city!.state)
    }
  })

  it('keeps rents and prices in realistic ranges', () => {
    for (const { data } of demo) {
      if (data.listing_type === 'RENT') {
        expect(data.monthly_rent).toBeGreaterThanOrEqual(8_000)
        expect(data.monthly_rent).toBeLessThanOrEqual(120_000)
      } else {
        expect(data.price).toBeGreaterThanOrEqual(1_500_000)
        expect(data.price).toBeLessThanOrEqual(100_000_000)
      }
      if (data.property_type === 'villa' && data.listing_type === 'SALE') {
        expect(data.price).toBeGreaterThanOrEqual(15_000_000)
        expect(data.price).toBeLessThanOrEqual(60_000_000)
      }
    }
  })

  it('gives rooms only to homes and a subtype only to commercial listings', () => {
    for (const { data } of demo) {
      const home = ['standalone_apartment', 'gated_apartment', 'independent_house', 'villa', 'farm_house'].includes(data.property_type)
      if (home) expect(data.bedrooms).toBeGreaterThan(0)
      else expect(data.bedrooms).toBeUndefined()
      if (data.property_type === 'commercial') expect(data.commercial_subtype).toBeTruthy()
      else expect(data.commercial_subtype).toBeUndefined()
      if (data.property_type === 'land') expect(data.land_type).toBeTruthy()
    }
  })

  it('spreads listings over Andhra Pradesh, Telangana and the metros, covering every reference city', () => {
    const states = new Set(demo.map((p) => p.data.state))
    for (const s of ['Andhra Pradesh', 'Telangana', 'Karnataka', 'Tamil Nadu', 'Maharashtra', 'Delhi', 'West Bengal']) {
      expect(states.has(s), s).toBe(true)
    }
    const cities = new Set(demo.map((p) => p.data.city))
    for (const c of CITIES) expect(cities.has(c.name), c.name).toBe(true)
  })

  it('has unique titles (and so unique slugs), 8 featured listings and about half verified', () => {
    const slugs = demo.map((p) => slugify(p.data.title))
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(demo.filter((p) => p.data.featured).length).toBe(8)
    const verified = demo.filter((p) => p.data.verified).length
    expect(verified).toBeGreaterThan(demo.length * 0.3)
    expect(verified).toBeLessThan(demo.length * 0.75)
    for (const p of demo.filter((d) => d.data.featured)) expect(p.data.verified).toBe(true)
  })

  it('splits ownership between the demo seller and agent, with 3-5 pictures of the right type', () => {
    expect(new Set(demo.map((p) => p.owner))).toEqual(new Set(['seller', 'agent']))
    for (const p of demo) {
      expect(p.images.length).toBeGreaterThanOrEqual(3)
      expect(p.images.length).toBeLessThanOrEqual(5)
      for (const img of p.images) {
        expect(img.type).toBe(p.data.property_type)
        expect(img.variant).toBeLessThan(IMAGE_VARIANTS_PER_TYPE)
      }
      // The cover is the street view; the others are different views (rooms, plan, surroundings).
      expect(p.images[0]!.view).toBe('exterior')
      expect(new Set(p.images.map((i) => i.view)).size).toBe(p.images.length)
      expect(p.images.map((i) => i.view)).toEqual(['exterior', ...VIEWS_BY_TYPE[p.images[0]!.type].slice(0, p.images.length - 1)])
    }
  })

  it('gives every listing of a type its own cover, and neighbours different rooms', () => {
    for (const type of SEED_IMAGE_TYPES) {
      const ofType = demo.filter((p) => p.data.property_type === type)
      const covers = ofType.map((p) => seedImageFilename(p.images[0]!.type, p.images[0]!.variant))
      expect(new Set(covers).size, type).toBe(ofType.length)
      const sets = ofType.map((p) => p.images.map((i) => seedImageFilename(i.type, i.variant, i.view)).join())
      expect(new Set(sets).size, type).toBe(ofType.length)
    }
  })

  it('has rentals available both now and later', () => {
    const rentals = demo.filter((p) => p.data.listing_type === 'RENT')
    expect(rentals.some((p) => new Date(p.data.available_from!) <= TODAY)).toBe(true)
    expect(rentals.some((p) => new Date(p.data.available_from!) > TODAY)).toBe(true)
  })
})

describe('buildProperty', () => {
  it('is deterministic for a given rng seed', () => {
    const a = buildProperty({}, createSeedRng('same'), { today: TODAY })
    const b = buildProperty({}, createSeedRng('same'), { today: TODAY })
    expect(a).toEqual(b)
  })

  it('makes valid listings of every type, many times over', () => {
    const rng = createSeedRng('many')
    for (let i = 0; i < 400; i++) expectValidListing(buildProperty({}, rng.fork(i), { today: TODAY }))
  })

  it('forces SALE for land and plots even when asked for RENT', () => {
    const rng = createSeedRng('force')
    expect(buildProperty({ property_type: 'plot', listing_type: 'RENT' }, rng).listing_type).toBe('SALE')
    expect(buildProperty({ property_type: 'land', listing_type: 'RENT' }, rng).listing_type).toBe('SALE')
    expect(buildProperty({ property_type: 'villa', listing_type: 'RENT' }, rng).listing_type).toBe('RENT')
  })

  it('honours overrides', () => {
    const p = buildProperty({ title: 'My Test Listing', city: 'Vijayawada', property_type: 'gated_apartment', listing_type: 'SALE' })
    expect(p.title).toBe('My Test Listing')
    expect(p.city).toBe('Vijayawada')
    expect(p.state).toBe('Andhra Pradesh')
    expect(p.zip_code).toMatch(/^52/)
  })
})

describe('buildUser', () => {
  it('makes unique, valid users by default (safe for parallel tests)', () => {
    const a = buildUser()
    const b = buildUser()
    expect(a.email).not.toBe(b.email)
    expect(a.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
    expect(firstPasswordError(a.password)).toBeNull()
    expect(a.role).toBe('buyer')
    expect(a.phone_number).toMatch(/^[6-9]\d{9}$/)
  })

  it('fills agent fields for agents and keeps overrides', () => {
    const agent = buildUser({ role: 'agent', email: 'x@example.test' }, createSeedRng(1))
    expect(agent.email).toBe('x@example.test')
    expect(agent.experience_years).toBeGreaterThan(0)
    expect(agent.specialization).toBeTruthy()
    expect(buildUser({ role: 'agent' }, createSeedRng(1))).toEqual(buildUser({ role: 'agent' }, createSeedRng(1)))
  })
})

describe('renderPropertyImage', () => {
  it('draws a 1200x800 JPEG for every type, deterministically and cached', async () => {
    for (const type of SEED_IMAGE_TYPES) {
      const image = await renderPropertyImage(type, 0)
      expect(image.mimetype).toBe('image/jpeg')
      expect(image.filename).toMatch(/^seed-[a-z-]+-1\.jpg$/)
      expect(image.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
      const meta = await sharp(image.data).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.width).toBe(IMAGE_WIDTH)
      expect(meta.height).toBe(IMAGE_HEIGHT)
      expect(image.data.length).toBeLessThan(5_242_880)
    }
    const again = await renderPropertyImage('villa', 1)
    expect(await renderPropertyImage('villa', 1)).toBe(again)
    expect((await renderPropertyImage('villa', 2)).data.equals(again.data)).toBe(false)
  })

  it('draws every other view of every type, each its own picture with its own name', async () => {
    const seen = new Map<string, Buffer>()
    for (const type of SEED_IMAGE_TYPES) {
      for (const view of VIEWS_BY_TYPE[type]) {
        const image = await renderPropertyImage(type, 0, view)
        expect(image.filename).toBe(`seed-${type.replace(/_/g, '-')}-${view}-1.jpg`)
        expect(image.alt).toMatch(/\(illustration 1\)$/)
        const meta = await sharp(image.data).metadata()
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', IMAGE_WIDTH, IMAGE_HEIGHT])
        for (const [name, other] of seen) expect(image.data.equals(other), `${image.filename} = ${name}`).toBe(false)
        seen.set(image.filename, image.data)
      }
    }
    expect(seen.size).toBe(Object.values(VIEWS_BY_TYPE).flat().length)
  })
})

describe('lexicalDoc and seeded content', () => {
  it('builds a Lexical root with headings, paragraphs and lists', () => {
    const doc = lexicalDoc([{ heading: 'Title' }, 'Some **bold** text.', { list: ['one', 'two'] }])
    expect(doc.root.type).toBe('root')
    expect(doc.root.children.map((c) => c.type)).toEqual(['heading', 'paragraph', 'list'])
    expect(doc.root.children[0]).toMatchObject({ tag: 'h2', version: 1 })
    const para = doc.root.children[1] as { children: Array<{ format: number }> }
    expect(para.children.map((c) => c.format)).toEqual([0, 1, 0])
    expect(lexicalPlainText(doc)).toBe('Title\nSome bold text.\nonetwo')
  })

  it('has the six pages and the two linked posts, without placeholder copy', () => {
    expect(SEED_PAGES.map((p) => p.slug).sort()).toEqual(
      ['about', 'community', 'host', 'privacy-policy', 'property-management', 'terms-of-service'].sort(),
    )
    const postSlugs = SEED_POSTS.map((p) => p.slug)
    expect(postSlugs).toEqual(expect.arrayContaining(['investment-tips', 'home-buying-guide']))
    expect(postSlugs.length).toBeGreaterThanOrEqual(4)
    for (const item of [...SEED_PAGES, ...SEED_POSTS]) {
      const text = lexicalPlainText(lexicalDoc(item.body))
      expect(text).not.toMatch(/lorem|ipsum|TODO/i)
      expect(item.summary.length).toBeLessThanOrEqual(160)
    }
    const about = lexicalPlainText(lexicalDoc(SEED_PAGES.find((p) => p.slug === 'about')!.body))
    expect(about).toContain('500050')
    expect(about).toContain('2023')
    const pm = lexicalPlainText(lexicalDoc(SEED_PAGES.find((p) => p.slug === 'property-management')!.body))
    expect(pm).toContain('8-15%')
  })
})

import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { parsePropertySearch } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { findMapMarkers } from './find-map-markers'
import { sql } from '@payloadcms/db-postgres'
import { MAP_CELL_LEVELS, MAX_MAP_CELLS, decimalFloor, mapCellOf, mapCellsFor } from './map-cells'
import { parseBbox, type Bbox } from './search-where'

describe('mapCellsFor', () => {
  it('covers every point of the viewport with at most MAX_MAP_CELLS cells, at one level', () => {
    const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true })
    const viewport = fc
      .tuple(coordinate(-80, 80), coordinate(-170, 170), coordinate(0, 3), coordinate(0, 3), coordinate(0, 1), coordinate(0, 1))
      .map(([south, west, height, width, u, v]) => ({ bbox: { south, west, north: south + height, east: west + width }, u, v }))
    fc.assert(
      fc.property(viewport, ({ bbox, u, v }) => {
        const grid = mapCellsFor(bbox)
        if (!grid) return
        expect(grid.cells.length).toBeLessThanOrEqual(MAX_MAP_CELLS)
        const level = MAP_CELL_LEVELS.find((l) => l.column === grid.column)!
        const point = [bbox.south + u * (bbox.north - bbox.south), bbox.west + v * (bbox.east - bbox.west)] as const
        expect(grid.cells).toContain(mapCellOf(level, ...point))
      }),
    )
  })

  it('adds no cell for a viewport whose edges lie on cells’ edges', () => {
    // 17.3 is the first latitude of its fine row; in floating point (17.3 + 90) / 0.1 is a hair under it.
    const grid = mapCellsFor({ south: 17.3, west: 78.35, north: 17.5, east: 78.6 })!
    const rows = [...new Set(grid.cells.map((cell) => Math.floor(cell / 10_000)))]
    const cols = [...new Set(grid.cells.map((cell) => cell % 10_000))]
    // A point on the north (17.5) or east (78.6) edge is inside the viewport and in the next cell, so those stay.
    expect(rows).toEqual([1073, 1074, 1075])
    expect(cols).toEqual([2583, 2584, 2585, 2586])
  })

  it('leaves a state-sized viewport to the plain index', () => {
    expect(mapCellsFor({ south: 12, west: 76, north: 20, east: 85 })).toBeNull()
    expect(mapCellsFor({ south: 17.3, west: 78.35, north: 17.5, east: 78.6 })?.column).toBe('map_cell_fine')
    expect(mapCellsFor({ south: 17, west: 78, north: 18.2, east: 79.3 })?.column).toBe('map_cell_coarse')
  })
})

// A made-up city keeps the demo data and other tests out; the places straddle both grids' cell edges.
const city = `Gridpur ${crypto.randomBytes(4).toString('hex')}`
const places: [number, number][] = []
for (const lat of [17.29, 17.3, 17.35, 17.4, 17.45, 17.5, 17.51, 17.99, 18.0, 18.05]) {
  for (const lng of [78.34, 78.35, 78.4, 78.5, 78.55, 78.6, 78.61, 78.99, 79.0, 79.2]) places.push([lat, lng])
}
type Placed = { id: number; lat: number; lng: number; createdAt: number }
const placed: Placed[] = []
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  const start = Date.parse('2026-01-01T00:00:00Z')
  // Shuffled ages, so newest-first is not the order of the places.
  const ages = places.map((_, i) => (i * 37) % places.length)
  for (const [i, [lat, lng]] of places.entries()) {
    const createdAt = start + ages[i]! * 60_000
    const doc = await payload.create({
      collection: 'properties',
      overrideAccess: true,
      data: {
        title: `Grid test ${i} ${city}`,
        description: 'A listing used by the map grid tests.',
        listing_type: 'SALE',
        property_type: 'independent_house',
        price: 5_000_000 + i,
        address: `${i + 1} Grid Road`,
        city,
        state: 'Telangana',
        status: 'active',
        latitude: lat,
        longitude: lng,
        createdAt: new Date(createdAt).toISOString(),
      } as RequiredDataFromCollectionSlug<'properties'>,
    })
    placed.push({ id: doc.id, lat, lng, createdAt })
  }
})

describe('decimalFloor', () => {
  it('puts a coordinate in the cell PostgreSQL’s generated columns put it in', async () => {
    const edges = [17.3, 17.5, 78.35, 78.6, -90, 90, -0.1, 0, 1e-7, -1e-7, 12.999999999999998, 17.299999999999997, 179.99999999999997]
    const sampled = fc.sample(fc.double({ min: -90, max: 90, noNaN: true }), 200)
    const values = [...edges, ...sampled, ...edges.map((v) => -v)]
    const result = await payload.db.drizzle.execute<{ fine: number; coarse: number }>(sql`
      select floor((v::numeric + 90::numeric) / 0.1)::int as fine, floor((v::numeric + 180::numeric) / 1)::int as coarse
      from jsonb_array_elements_text(${JSON.stringify(values.map(String))}::jsonb) with ordinality as t(v, n) order by n`)
    expect(result.rows.map((row) => [row.fine, row.coarse])).toEqual(values.map((v) => [decimalFloor(v, 90, 10), decimalFloor(v, 180, 1)]))
  })
})

const inside = (b: Bbox) => (p: Placed) => p.lat >= b.south && p.lat <= b.north && p.lng >= b.west && p.lng <= b.east
const newestFirst = (a: Placed, b: Placed) => b.createdAt - a.createdAt

describe('findMapMarkers in a viewport', () => {
  const search = () => parsePropertySearch(`city=${encodeURIComponent(city)}`)
  // Fine cells (3 x 4), coarse cells, and a viewport larger than both grids allow.
  for (const box of ['17.3,78.35,17.5,78.6', '17.35,78.4,17.45,78.55', '17.29,78.34,18.05,79.2', '10,70,25,90']) {
    it(`answers exactly the listings inside ${box}, newest first, whatever cells it reads`, async () => {
      const bbox = parseBbox(box)!
      const expected = placed.filter(inside(bbox)).sort(newestFirst)
      expect(expected.length).toBeGreaterThan(0)
      const all = await findMapMarkers({ payload, user: null, search: search(), listingType: 'SALE', bbox })
      expect(all.markers.map((m) => m[0])).toEqual(expected.map((p) => p.id))
      expect(all.more).toBe(false)
      const [first] = all.markers
      expect(first).toEqual([
        expected[0]!.id,
        expected[0]!.lat,
        expected[0]!.lng,
        expect.any(Number),
        expect.any(String),
        expect.stringMatching(/^\/property\//),
      ])

      const limit = Math.max(1, Math.floor(expected.length / 3))
      const cut = await findMapMarkers({ payload, user: null, search: search(), listingType: 'SALE', bbox, limit })
      expect(cut.markers.map((m) => m[0])).toEqual(expected.slice(0, limit).map((p) => p.id))
      expect(cut.more).toBe(limit < expected.length)
    })
  }

  it('keeps to the search and the read rule inside the cells', async () => {
    const bbox = parseBbox('17.3,78.35,17.5,78.6')!
    const rent = await findMapMarkers({ payload, user: null, search: search(), listingType: 'RENT', bbox })
    expect(rent.markers).toEqual([])
    const pricey = parsePropertySearch(`city=${encodeURIComponent(city)}&minPrice=${5_000_000 + places.length}`)
    expect((await findMapMarkers({ payload, user: null, search: pricey, listingType: 'SALE', bbox })).markers).toEqual([])
  })
})

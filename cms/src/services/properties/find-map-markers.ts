import type { Payload, TypedUser, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { queryWithGenericPlan } from '../../db/prepared'
import { readableWhereSql } from '../../db/where-sql'
import { propertyPath, type ListingType, type PropertySearch } from '@gruha/shared'
import { searchWhere, type Bbox } from './search-where'
import { mapCellsFor } from './map-cells'

/** A compact marker: [id, latitude, longitude, amount, title, path]. Arrays keep 10k+ markers small. */
export type MapMarker = [id: number, lat: number, lng: number, amount: number, title: string, path: string]

/**
 * Markers beyond this are not sent, newest first; the map then says to zoom in and search that area.
 * The list beside it counts the same search (ADR 19). Supercluster groups them on the map (ADR 29).
 */
export const MAX_MAP_MARKERS = 500

/** `more`: the search matches more listings there than were sent. */
export type MapMarkers = { markers: MapMarker[]; more: boolean }

export type FindMapMarkersOptions = {
  payload: Payload
  user: TypedUser | null
  search: PropertySearch
  listingType: ListingType
  bbox?: Bbox | null
  limit?: number
}

type MarkerRow = { id: number; title: string; slug: string | null; lat: number; lng: number; amount: number }

/**
 * Every result of a search that can be drawn on the map (spec 000 "Map"): valid coordinates and,
 * for sale, a price above 0; for rent, a monthly rent above 0. Filtered in the database.
 */
export async function findMapMarkers(options: FindMapMarkersOptions): Promise<MapMarkers> {
  const { payload, user, search, listingType, bbox } = options
  const money = listingType === 'RENT' ? 'monthly_rent' : 'price'
  const limit = options.limit ?? MAX_MAP_MARKERS
  const searched: Where = {
    and: [
      searchWhere(search, listingType, bbox),
      { latitude: { greater_than_equal: -90 } },
      { latitude: { less_than_equal: 90 } },
      { longitude: { greater_than_equal: -180 } },
      { longitude: { less_than_equal: 180 } },
      // Null Island (0, 0) is an unset location, not a listing in the Gulf of Guinea.
      { or: [{ latitude: { not_equals: 0 } }, { longitude: { not_equals: 0 } }] },
      { [money]: { greater_than: 0 } },
    ],
  }
  // Within the visitor's read rule, turned into SQL by Payload's own query builder (as countMatches).
  const readable = await readableWhereSql({ payload, user, collection: 'properties', where: searched })
  if (!readable) return { markers: [], more: false }
  const { adapter, table, condition } = readable
  const grid = bbox ? mapCellsFor(bbox) : null
  const read = (newest: SQL) => sql`
    select p."id", p."title", p."slug", p."latitude"::float8 as lat, p."longitude"::float8 as lng, p.${sql.identifier(money)}::float8 as amount
    from (${newest}) newest join ${table} p on p."id" = newest."id"
    order by newest."created_at" desc`
  let rows: MarkerRow[]
  if (grid) {
    // In a viewport: the newest of each covered cell, read newest first from the cell's index, merged
    // (Merge Append) until `limit` are found: about `limit` index entries, however many listings the
    // cells hold (ADR 29). One arm per cell takes longer to plan than to run, so each connection
    // plans the statement once (a generic plan) and then only runs it.
    const cells = sql.join(
      grid.cells.map(
        (cell) => sql`(select ${table}."id", ${table}."created_at" from ${table}
          where ${condition} and ${table}.${sql.identifier(grid.column)} = ${cell}
          order by ${table}."created_at" desc limit ${limit + 1})`,
      ),
      sql` union all `,
    )
    // The planner guesses a viewport holds a few rows (latitude, longitude and cell are correlated,
    // which its statistics cannot say) and may read every row of a cell to sort them; the cell's
    // index already yields them newest first.
    rows = await queryWithGenericPlan<MarkerRow>(
      payload,
      read(sql`select x."id", x."created_at" from (${cells}) x order by x."created_at" desc limit ${limit + 1}`),
      { enable_bitmapscan: 'off' },
    )
  } else {
    const newest = sql`select ${table}."id", ${table}."created_at" from ${table} where ${condition}
        order by ${table}."created_at" desc limit ${limit + 1}`
    rows = (await adapter.drizzle.execute<MarkerRow>(read(newest))).rows
  }
  const markers: MapMarker[] = rows
    .slice(0, limit)
    .map((r) => [r.id, r.lat, r.lng, r.amount, r.title, propertyPath({ id: r.id, title: r.title, slug: r.slug })])
  return { markers, more: rows.length > limit }
}

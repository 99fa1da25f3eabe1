import type { Payload, TypedUser, Where } from 'payload'
import type { Property } from '../../payload-types'
import { readableWhere } from '../../access/readableWhere'
import { propertyPath, type ListingType, type PropertySearch } from '@gruha/shared'
import { searchWhere, type Bbox } from './search-where'
import { countMatches } from './count-matches'

/** A compact marker: [id, latitude, longitude, amount, title, path]. Arrays keep 10k+ markers small. */
export type MapMarker = [id: number, lat: number, lng: number, amount: number, title: string, path: string]

/**
 * Markers beyond this are not sent, newest first; the map says how many matched ("Showing 2,000 of
 * 10,000+"). At 1,000,000 listings, 20,000 markers for one city's viewport took 2.1 s (issue 19).
 */
export const MAX_MAP_MARKERS = 2_000

export type FindMapMarkersOptions = {
  payload: Payload
  user: TypedUser | null
  search: PropertySearch
  listingType: ListingType
  bbox?: Bbox | null
  limit?: number
}

/**
 * Every result of a search that can be drawn on the map (spec 000 "Map"): valid coordinates and,
 * for sale, a price above 0; for rent, a monthly rent above 0. Filtered in the database.
 */
export async function findMapMarkers(
  options: FindMapMarkersOptions,
): Promise<{ markers: MapMarker[]; total: number; totalCapped: boolean }> {
  const { payload, user, search, listingType, bbox } = options
  const money = listingType === 'RENT' ? 'monthly_rent' : 'price'
  const limit = options.limit ?? MAX_MAP_MARKERS
  // Read through the adapter, within the visitor's read rule: Payload's per-document hooks on up to
  // 20,000 listings were most of the request's time (issue 19).
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
  const where = await readableWhere({ payload, user, collection: 'properties', where: searched })
  if (!where) return { markers: [], total: 0, totalCapped: false }
  const result = await payload.db.find<Property>({
    collection: 'properties',
    where,
    sort: '-createdAt',
    limit,
    pagination: false,
    select: { title: true, slug: true, latitude: true, longitude: true, price: true, monthly_rent: true },
  })
  const markers: MapMarker[] = []
  for (const d of result.docs) {
    const lat = d.latitude
    const lng = d.longitude
    const amount = listingType === 'RENT' ? d.monthly_rent : d.price
    if (typeof lat !== 'number' || typeof lng !== 'number' || !amount) continue
    markers.push([d.id, lat, lng, amount, d.title, propertyPath({ id: d.id, title: d.title, slug: d.slug })])
  }
  // Counted only when the markers were cut off at the limit, and then only up to the cap (ADR 19).
  if (result.docs.length < limit) return { markers, total: markers.length, totalCapped: false }
  const { count, capped } = await countMatches(payload, where)
  return { markers, total: count, totalCapped: capped }
}

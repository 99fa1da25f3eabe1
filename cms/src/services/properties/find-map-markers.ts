import type { Payload, TypedUser, Where } from 'payload'
import type { Property } from '../../payload-types'
import { readableWhere } from '../../access/readableWhere'
import { propertyPath, type ListingType, type PropertySearch } from '@gruha/shared'
import { searchWhere, type Bbox } from './search-where'

/** A compact marker: [id, latitude, longitude, amount, title, path]. Arrays keep 10k+ markers small. */
export type MapMarker = [id: number, lat: number, lng: number, amount: number, title: string, path: string]

/** Markers beyond this are not sent; the map says how many matched. */
export const MAX_MAP_MARKERS = 20_000

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
export async function findMapMarkers(options: FindMapMarkersOptions): Promise<{ markers: MapMarker[]; total: number }> {
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
      { [money]: { greater_than: 0 } },
    ],
  }
  const where = await readableWhere({ payload, user, collection: 'properties', where: searched })
  if (!where) return { markers: [], total: 0 }
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
    // Null Island (0, 0) is an unset location, not a listing in the Gulf of Guinea.
    if (typeof lat !== 'number' || typeof lng !== 'number' || (lat === 0 && lng === 0) || !amount) continue
    markers.push([d.id, lat, lng, amount, d.title, propertyPath({ id: d.id, title: d.title, slug: d.slug })])
  }
  // Counted only when the markers were cut off at the limit.
  const total = result.docs.length < limit ? result.docs.length : (await payload.db.count({ collection: 'properties', where })).totalDocs
  return { markers, total }
}

import type { Payload, TypedUser } from 'payload'
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
  const result = await payload.find({
    collection: 'properties',
    where: {
      and: [
        searchWhere(search, listingType, bbox),
        { latitude: { greater_than_equal: -90 } },
        { latitude: { less_than_equal: 90 } },
        { longitude: { greater_than_equal: -180 } },
        { longitude: { less_than_equal: 180 } },
        { [money]: { greater_than: 0 } },
      ],
    },
    sort: '-createdAt',
    limit: options.limit ?? MAX_MAP_MARKERS,
    depth: 0,
    select: { title: true, slug: true, latitude: true, longitude: true, price: true, monthly_rent: true },
    overrideAccess: false,
    user,
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
  return { markers, total: result.totalDocs }
}

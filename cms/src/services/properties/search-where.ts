import type { Sort, Where } from 'payload'
import type { ListingType, PropertySearch } from '@gruha/shared'

/** Visible map area: south, west, north, east (decimal degrees). */
export type Bbox = { south: number; west: number; north: number; east: number }

/** '16.1,80.2,17.9,83.5' (south,west,north,east) from the URL; null when absent or malformed. */
export function parseBbox(value: string | null | undefined): Bbox | null {
  if (!value) return null
  const parts = value.split(',').map((p) => Number(p.trim()))
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null
  const [south, west, north, east] = parts as [number, number, number, number]
  if (south < -90 || north > 90 || west < -180 || east > 180 || south > north || west > east) return null
  return { south, west, north, east }
}

/** Rounded so a shared URL stays short; 5 decimals is about a metre. */
export function formatBbox(b: Bbox): string {
  const r = (n: number) => String(Math.round(n * 1e5) / 1e5)
  return [b.south, b.west, b.north, b.east].map(r).join(',')
}

/** "Verified" = the owner's ID check, checked on or after `since` (inside its validity; the tiers of ADR 0011). */
export const verifiedWhere = (since: Date): Where => ({ owner_id_checked_at: { greater_than_equal: since.toISOString() } })

/**
 * The Payload `where` for a /buy or /rent search. Always `status = active`: the marketplace lists
 * only live listings, even to an owner or admin whose access rules would let them read more.
 */
export function searchWhere(search: PropertySearch, listingType: ListingType, bbox?: Bbox | null, verifiedSince?: Date): Where {
  const and: Where[] = [{ status: { equals: 'active' } }, { listing_type: { equals: listingType } }]
  const money = listingType === 'RENT' ? 'monthly_rent' : 'price'
  const min = listingType === 'RENT' ? (search.minRent ?? search.minPrice) : search.minPrice
  const max = listingType === 'RENT' ? (search.maxRent ?? search.maxPrice) : search.maxPrice

  if (search.state) and.push({ state: { equals: search.state } })
  if (search.city) and.push({ city: { equals: search.city } })
  if (search.propertyType?.length) {
    and.push(
      search.propertyType.length === 1
        ? { property_type: { equals: search.propertyType[0] } }
        : { property_type: { in: search.propertyType } },
    )
  }
  if (min !== undefined) and.push({ [money]: { greater_than_equal: min } })
  if (max !== undefined) and.push({ [money]: { less_than_equal: max } })
  if (search.bedrooms !== undefined) and.push({ bedrooms: { greater_than_equal: search.bedrooms } })
  if (search.bathrooms !== undefined) and.push({ bathrooms: { greater_than_equal: search.bathrooms } })
  if (search.minArea !== undefined) and.push({ area_sqft: { greater_than_equal: search.minArea } })
  if (search.maxArea !== undefined) and.push({ area_sqft: { less_than_equal: search.maxArea } })
  if (search.furnishingStatus) and.push({ furnishing_status: { equals: search.furnishingStatus } })
  if (search.facing) and.push({ facing: { equals: search.facing } })
  if (search.commercialSubtype) and.push({ commercial_subtype: { equals: search.commercialSubtype } })
  if (search.landType) and.push({ land_type: { equals: search.landType } })
  if (search.featured) and.push({ featured: { equals: true } })
  if (search.verified && verifiedSince) and.push(verifiedWhere(verifiedSince))
  if (bbox) {
    and.push({ latitude: { greater_than_equal: bbox.south } }, { latitude: { less_than_equal: bbox.north } })
    and.push({ longitude: { greater_than_equal: bbox.west } }, { longitude: { less_than_equal: bbox.east } })
  }
  return { and }
}

/** Sort for the listing: newest first, or by the price that matters for the listing type. */
export function searchSort(search: PropertySearch, listingType: ListingType): Sort {
  const money = listingType === 'RENT' ? 'monthly_rent' : 'price'
  switch (search.sort) {
    case 'price_asc':
      return [money, '-createdAt']
    case 'price_desc':
      return [`-${money}`, '-createdAt']
    default:
      return ['-createdAt', '-id']
  }
}

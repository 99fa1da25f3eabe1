import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { ListingType, PropertySearch } from '@gruha/shared'
import { drizzleIn } from '../../db/sql'
import type { Bbox } from './search-where'

type SQL = ReturnType<typeof sql>

/**
 * Totals of /buy and /rent are exact up to this many, then shown as "10,000+" (ADR 19): counting a
 * million matches exactly took 105 ms, counting to the cap takes a few.
 */
export const EXACT_COUNT_CAP = 10_000

/** The owner's ID check, inside its validity (the "Verified" tier, ADR 11). */
export const verifiedCondition = (since: Date): SQL => sql`owner_id_checked_at >= ${since.toISOString()}`

/**
 * `searchWhere` (search-where.ts) as SQL conditions, for counting. Every condition there has its twin
 * here; search-properties.test.ts checks both give the same totals. Listings are always `active`, which
 * everyone may read (readProperties), so no access rule is left out.
 */
export function searchConditions(search: PropertySearch, listingType: ListingType, bbox?: Bbox | null, verifiedSince?: Date): SQL[] {
  const rent = listingType === 'RENT'
  const money = rent ? sql`monthly_rent` : sql`price`
  const min = rent ? (search.minRent ?? search.minPrice) : search.minPrice
  const max = rent ? (search.maxRent ?? search.maxPrice) : search.maxPrice
  const where: SQL[] = [sql`status = 'active'`, sql`listing_type = ${listingType}`]
  if (search.state) where.push(sql`state = ${search.state}`)
  if (search.city) where.push(sql`city = ${search.city}`)
  if (search.propertyType?.length) {
    where.push(
      sql`property_type in (${sql.join(
        search.propertyType.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    )
  }
  if (min !== undefined) where.push(sql`${money} >= ${min}`)
  if (max !== undefined) where.push(sql`${money} <= ${max}`)
  if (search.bedrooms !== undefined) where.push(sql`bedrooms >= ${search.bedrooms}`)
  if (search.bathrooms !== undefined) where.push(sql`bathrooms >= ${search.bathrooms}`)
  if (search.minArea !== undefined) where.push(sql`area_sqft >= ${search.minArea}`)
  if (search.maxArea !== undefined) where.push(sql`area_sqft <= ${search.maxArea}`)
  if (search.furnishingStatus) where.push(sql`furnishing_status = ${search.furnishingStatus}`)
  if (search.facing) where.push(sql`facing = ${search.facing}`)
  if (search.commercialSubtype) where.push(sql`commercial_subtype = ${search.commercialSubtype}`)
  if (search.landType) where.push(sql`land_type = ${search.landType}`)
  if (search.featured) where.push(sql`featured = true`)
  if (search.verified && verifiedSince) where.push(verifiedCondition(verifiedSince))
  if (bbox) {
    where.push(sql`latitude >= ${bbox.south}`, sql`latitude <= ${bbox.north}`)
    where.push(sql`longitude >= ${bbox.west}`, sql`longitude <= ${bbox.east}`)
  }
  return where
}

/** How many listings meet `conditions`, counted up to `cap` (`capped`: there are more). */
export async function countMatches(
  payload: Payload,
  conditions: SQL[],
  cap = EXACT_COUNT_CAP,
): Promise<{ count: number; capped: boolean }> {
  const db = await drizzleIn(payload)
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from properties where ${sql.join(conditions, sql` and `)} limit ${cap + 1}) matches`,
  )
  const n = Number((result.rows[0] as { n?: number } | undefined)?.n ?? 0)
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false }
}

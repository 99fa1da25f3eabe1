import type { Payload, TypedUser, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { MIN_COMPARABLES, SQFT_PER_SQYD, comparableTypes, pricePerSqft, type PropertyType } from '@gruha/shared'
import type { Property } from '../../payload-types'
import { readableRowsQuery, readableWhereSql } from '../../db/where-sql'
import { queryPrepared } from '../../db/prepared'

/** How many comparable listings the median takes at most (a locality rarely has more; the median stays honest). */
const COMPARABLES_READ = 1000

export interface PriceHistoryEntry {
  date: string
  field: 'price' | 'monthly_rent'
  oldValue: number | null
  newValue: number
}

export interface PriceInsight {
  listingType: 'SALE' | 'RENT'
  /** The listing's price (SALE) or monthly rent (RENT). */
  amount: number | null
  perSqft: number | null
  /** What the listing was compared with, so the page can say it. */
  comparable: { city: string; locality: string | null; types: PropertyType[] }
  /** Comparable active listings that state an area (the sample of the median), and the median of theirs. */
  sampleSize: number
  medianPerSqft: number | null
  /** False when the sample is under MIN_COMPARABLES: the page then shows no median. */
  enough: boolean
  history: PriceHistoryEntry[]
}

export type GetPriceInsightOptions = {
  payload: Payload
  user: TypedUser | null
  /** The listing as the caller read it (getPropertyPage). */
  input: { property: Property }
}

const amountOf = (p: Pick<Property, 'listing_type' | 'price' | 'monthly_rent'>) =>
  (p.listing_type === 'RENT' ? p.monthly_rent : p.price) ?? null

/** A column's value when it is a positive number, else NULL (`areaInSqft` skips zero and missing areas). */
const positive = (column: string) => `case when "${column}" > 0 then "${column}"::float8 end`

/**
 * A listing's price (or monthly rent) per sq ft in SQL: `pricePerSqft(amountOf(p), p)` of @gruha/shared, the
 * area being the first positive of the stated, built-up, carpet and plot areas in sq ft, then the plot and
 * stated areas in sq yd (× 9). NULL when either side is missing. The unit test holds the two to one answer.
 */
export const RATE_PER_SQFT_SQL = `(case when "listing_type" = 'RENT' then ${positive('monthly_rent')} else ${positive('price')} end)
  / coalesce(${positive('area_sqft')}, ${positive('built_up_area_sqft')}, ${positive('carpet_area_sqft')}, ${positive('plot_area_sqft')},
    ${positive('plot_area_sqyd')} * ${SQFT_PER_SQYD}, ${positive('area_sqyd')} * ${SQFT_PER_SQYD})`

/**
 * How many comparable listings state a price and an area, and the median of their price per sq ft, as a
 * JSON object from PostgreSQL (`percentile_cont(0.5)` is the mean of the middle two for an even count, as
 * `median`), within the caller's read rule. Reading the rows to take the median here cost a property page a
 * thousand rows at 10 lakh listings (issue 19).
 */
async function comparablesSql(payload: Payload, user: TypedUser | null, where: Where) {
  const readable = await readableWhereSql({ payload, user, collection: 'properties', where })
  if (!readable) return sql`json_build_object('sample', 0, 'median', null)`
  const { table, condition } = readable
  const rate = sql.raw(RATE_PER_SQFT_SQL)
  return sql`(select json_build_object('sample', count(*), 'median', percentile_cont(0.5) within group (order by rate))
    from (select ${rate} as rate from ${table} where ${condition} and ${rate} is not null limit ${COMPARABLES_READ}) comparables)`
}

type HistoryRow = { date: string; field: 'price' | 'monthly_rent'; oldValue: number | null; newValue: number }

/**
 * Price insight for the property page. Comparable = another ACTIVE listing of the same listing type,
 * in the same city and locality (mandal, when the listing names one), of a similar property type
 * (`comparableTypes`). Read as the caller, so only listings they may see count; the status filter
 * keeps a member's own unpublished listings out.
 */
export async function getPriceInsight({ payload, user, input: { property } }: GetPriceInsightOptions): Promise<PriceInsight> {
  const listingType = property.listing_type === 'RENT' ? 'RENT' : 'SALE'
  const amount = amountOf(property)
  const types = comparableTypes(property.property_type)
  const locality = property.mandal?.trim() || null
  const where: Where = {
    and: [
      { status: { equals: 'active' } },
      { listing_type: { equals: listingType } },
      { property_type: { in: types } },
      { city: { equals: property.city } },
      ...(locality ? [{ mandal: { equals: locality } }] : []),
      { id: { not_equals: property.id } },
    ],
  }
  const [comparables, history] = await Promise.all([
    comparablesSql(payload, user, where),
    // The history is at most 100 changes and nobody pages through it.
    readableRowsQuery({
      payload,
      user,
      collection: 'price-changes',
      where: { property: { equals: property.id }, field: { equals: listingType === 'RENT' ? 'monthly_rent' : 'price' } },
      sort: 'createdAt',
      columns: { date: 'createdAt', field: 'field', oldValue: 'old_value', newValue: 'new_value' },
      limit: 100,
    }),
  ])
  // Both in one statement: a property page waits for one round trip, not two. Prepared: a few shapes, one
  // per listing type, type group and locality or none.
  const [found] = await queryPrepared<{ comparables: { sample: number; median: number | null }; changes: HistoryRow[] }>(
    payload,
    sql`
    select ${comparables} as "comparables",
      ${history ? sql`(select coalesce(json_agg(h order by h."date"), '[]'::json) from (${history}) h)` : sql`'[]'::json`} as "changes"`,
  )
  const changes = found?.changes ?? []
  const { sample, median } = found?.comparables ?? { sample: 0, median: null }
  const enough = sample >= MIN_COMPARABLES
  return {
    listingType,
    amount,
    perSqft: pricePerSqft(amount, property),
    comparable: { city: property.city ?? '', locality, types },
    sampleSize: sample,
    medianPerSqft: enough ? median : null,
    enough,
    history: changes.map((c) => ({
      date: new Date(c.date).toISOString(),
      field: c.field,
      oldValue: c.oldValue === null ? null : Number(c.oldValue),
      newValue: Number(c.newValue),
    })),
  }
}

import type { Payload, TypedUser, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { MIN_COMPARABLES, comparableTypes, median, pricePerSqft, type AreaFields, type PropertyType } from '@gruha/shared'
import type { Property } from '../../payload-types'
import { readReadableRows, readableWhereSql } from '../../db/where-sql'

/** How many comparable listings are read at most (a locality rarely has more; the median stays honest). */
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

type ComparableRow = AreaFields & Pick<Property, 'listing_type' | 'price' | 'monthly_rent'> & Record<string, unknown>

/**
 * The comparable listings' prices and areas, within the caller's read rule. Read as plain rows: Payload's
 * per-document transform of up to a thousand listings was most of a property page's time (issue 19).
 */
async function readComparables(payload: Payload, user: TypedUser | null, where: Where): Promise<ComparableRow[]> {
  const readable = await readableWhereSql({ payload, user, collection: 'properties', where })
  if (!readable) return []
  const { adapter, table, condition } = readable
  const { rows } = await adapter.drizzle.execute<ComparableRow>(sql`
    select "listing_type", "price"::float8 as price, "monthly_rent"::float8 as monthly_rent,
      "area_sqft"::float8 as area_sqft, "built_up_area_sqft"::float8 as built_up_area_sqft,
      "carpet_area_sqft"::float8 as carpet_area_sqft, "plot_area_sqft"::float8 as plot_area_sqft,
      "plot_area_sqyd"::float8 as plot_area_sqyd, "area_sqyd"::float8 as area_sqyd
    from ${table} where ${condition} limit ${COMPARABLES_READ}`)
  return rows
}

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
  const [comparables, changes] = await Promise.all([
    readComparables(payload, user, where),
    // The history is at most 100 changes and nobody pages through it; read as plain rows in one statement.
    readReadableRows<{ date: Date | string; field: 'price' | 'monthly_rent'; oldValue: number | string | null; newValue: number | string }>(
      {
        payload,
        user,
        collection: 'price-changes',
        where: { property: { equals: property.id }, field: { equals: listingType === 'RENT' ? 'monthly_rent' : 'price' } },
        sort: 'createdAt',
        columns: { date: 'createdAt', field: 'field', oldValue: 'old_value', newValue: 'new_value' },
        limit: 100,
      },
    ),
  ])
  const rates = comparables.map((d) => pricePerSqft(amountOf(d), d)).filter((r): r is number => r !== null)
  const enough = rates.length >= MIN_COMPARABLES
  return {
    listingType,
    amount,
    perSqft: pricePerSqft(amount, property),
    comparable: { city: property.city ?? '', locality, types },
    sampleSize: rates.length,
    medianPerSqft: enough ? median(rates) : null,
    enough,
    history: changes.map((c) => ({
      date: new Date(c.date).toISOString(),
      field: c.field,
      oldValue: c.oldValue === null ? null : Number(c.oldValue),
      newValue: Number(c.newValue),
    })),
  }
}

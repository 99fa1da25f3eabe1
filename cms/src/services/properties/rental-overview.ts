import type { Payload, TypedUser } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { PropertySearch } from '@gruha/shared'
import { readableWhereSql, whereToSql } from '../../db/where-sql'
import { searchWhere, type Bbox } from './search-where'

export type RentalOverview = {
  /** Rentals matching the search. */
  available: number
  /** Lowest monthly rent among them ('Starting Rent'), null when there are none. */
  startingRent: number | null
  /** How many are fully furnished. */
  fullyFurnished: number
  /** How many are available today or earlier ('Ready to Move'). */
  readyToMove: number
}

export type RentalOverviewOptions = {
  payload: Payload
  user: TypedUser | null
  search: PropertySearch
  bbox?: Bbox | null
  /** "Today" for Ready to Move; now by default. */
  today?: Date
}

/**
 * The Rent page's 'Rental Market Overview' for the current search, within the visitor's read rule: one
 * pass over the matching rentals (it was three counts and a find). Each figure's filter is Payload's
 * where, turned into SQL by its own builder as the search's is.
 */
export async function rentalOverview(options: RentalOverviewOptions): Promise<RentalOverview> {
  const { payload, user, search, bbox } = options
  const endOfToday = new Date(options.today ?? Date.now())
  endOfToday.setUTCHours(23, 59, 59, 999)
  const readable = await readableWhereSql({ payload, user, collection: 'properties', where: searchWhere(search, 'RENT', bbox) })
  if (!readable) return { available: 0, startingRent: null, fullyFurnished: 0, readyToMove: 0 }
  const { adapter, table, condition } = readable
  const only = (where: Parameters<typeof whereToSql>[2]) => whereToSql(payload, 'properties', where).condition
  const { rows } = await adapter.drizzle.execute<{
    available: number
    starting_rent: number | null
    fully_furnished: number
    ready: number
  }>(sql`
    select count(*)::int as "available",
      (min(${table}."monthly_rent") filter (where ${only({ monthly_rent: { greater_than: 0 } })}))::float8 as "starting_rent",
      (count(*) filter (where ${only({ furnishing_status: { equals: 'Fully-Furnished' } })}))::int as "fully_furnished",
      (count(*) filter (where ${only({ available_from: { less_than_equal: endOfToday.toISOString() } })}))::int as "ready"
    from ${table} where ${condition}`)
  const [row] = rows
  return {
    available: Number(row?.available ?? 0),
    startingRent: row?.starting_rent == null ? null : Number(row.starting_rent),
    fullyFurnished: Number(row?.fully_furnished ?? 0),
    readyToMove: Number(row?.ready ?? 0),
  }
}

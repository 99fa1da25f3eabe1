import type { Payload, TypedUser } from 'payload'
import type { PropertySearch } from '@gruha/shared'
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

/** The Rent page's 'Rental Market Overview', computed in the database for the current search. */
export async function rentalOverview(options: RentalOverviewOptions): Promise<RentalOverview> {
  const { payload, user, search, bbox } = options
  const base = searchWhere(search, 'RENT', bbox)
  const endOfToday = new Date(options.today ?? Date.now())
  endOfToday.setUTCHours(23, 59, 59, 999)
  const asVisitor = { collection: 'properties' as const, overrideAccess: false, user }
  const [available, cheapest, fullyFurnished, readyToMove] = await Promise.all([
    payload.count({ ...asVisitor, where: base }),
    payload.find({
      ...asVisitor,
      where: { and: [base, { monthly_rent: { greater_than: 0 } }] },
      sort: 'monthly_rent',
      limit: 1,
      depth: 0,
      pagination: false,
      select: { monthly_rent: true },
    }),
    payload.count({ ...asVisitor, where: { and: [base, { furnishing_status: { equals: 'Fully-Furnished' } }] } }),
    payload.count({ ...asVisitor, where: { and: [base, { available_from: { less_than_equal: endOfToday.toISOString() } }] } }),
  ])
  return {
    available: available.totalDocs,
    startingRent: cheapest.docs[0]?.monthly_rent ?? null,
    fullyFurnished: fullyFurnished.totalDocs,
    readyToMove: readyToMove.totalDocs,
  }
}

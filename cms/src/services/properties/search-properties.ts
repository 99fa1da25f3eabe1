import type { Payload, TypedUser } from 'payload'
import { verificationCutoff, type ListingType, type PropertySearch } from '@gruha/shared'
import { readTrustSettings } from '../../domain/trust-settings'
import { toPropertyCard, type PropertyCard } from './property-card'
import { readCardPage } from './read-card-page'
import { searchSort, searchWhere, verifiedWhere, type Bbox } from './search-where'
import { readableWhere } from '../../access/readableWhere'
import { countMatches } from './count-matches'

export const SEARCH_PAGE_SIZE = 12

export type SearchPropertiesOptions = {
  payload: Payload
  /** The visitor; null for anonymous. Payload's read rules apply to them. */
  user: TypedUser | null
  search: PropertySearch
  listingType: ListingType
  bbox?: Bbox | null
  limit?: number
  /** Also count the verified matches (/buy's 'Verified Listings' chip). */
  countVerified?: boolean
}

export type SearchPropertiesResult = {
  cards: PropertyCard[]
  /** Exact up to EXACT_COUNT_CAP; at the cap when `totalCapped` (shown as "10,000+"). */
  total: number
  totalCapped: boolean
  /** How many of the matching listings are verified, when asked (`countVerified`), up to the same cap. */
  verified: number | null
  verifiedCapped: boolean
  page: number
  totalPages: number
  pageSize: number
}

/**
 * One page of /buy or /rent results, as cards, within the collection's read rule for the visitor.
 * The page (plain rows: readCardPage), the total and the verified count are queries run side by side;
 * the totals are exact up to EXACT_COUNT_CAP (ADR 19).
 */
export async function searchProperties(options: SearchPropertiesOptions): Promise<SearchPropertiesResult> {
  const { payload, user, search, listingType, bbox } = options
  const limit = options.limit ?? SEARCH_PAGE_SIZE
  const settings = await readTrustSettings(payload)
  const now = new Date()
  const verifiedSince = verificationCutoff(now, settings.verification_valid_months)
  const where = searchWhere(search, listingType, bbox, verifiedSince)
  // Counted up to a cap, within the visitor's read rule as the page is.
  const readable = readableWhere({ payload, user, collection: 'properties', where })
  const [pageDocs, counted, verifiedCounted] = await Promise.all([
    readCardPage({ payload, user, where, sort: searchSort(search, listingType), page: search.page, limit }),
    readable.then((w) => countMatches(payload, w)),
    options.countVerified ? readable.then((w) => countMatches(payload, w && { and: [w, verifiedWhere(verifiedSince)] })) : null,
  ])
  const total = counted.count
  return {
    cards: pageDocs.map((d) => toPropertyCard(d, { validMonths: settings.verification_valid_months, now })),
    total,
    totalCapped: counted.capped,
    verified: verifiedCounted?.count ?? null,
    verifiedCapped: verifiedCounted?.capped ?? false,
    page: search.page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    pageSize: limit,
  }
}

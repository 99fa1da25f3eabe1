import type { Payload, TypedUser } from 'payload'
import type { ListingType, PropertySearch } from '@gruha/shared'
import { CARD_MEDIA_POPULATE, PROPERTY_CARD_SELECT, toPropertyCard, type PropertyCard } from './property-card'
import { searchSort, searchWhere, type Bbox } from './search-where'

export const SEARCH_PAGE_SIZE = 12

export type SearchPropertiesOptions = {
  payload: Payload
  /** The visitor; null for anonymous. Payload's read rules apply to them. */
  user: TypedUser | null
  search: PropertySearch
  listingType: ListingType
  bbox?: Bbox | null
  limit?: number
}

export type SearchPropertiesResult = {
  cards: PropertyCard[]
  total: number
  page: number
  totalPages: number
  pageSize: number
}

/**
 * One page of /buy or /rent results, as cards, through Payload's access rules as the visitor.
 * The page and the total are two queries run side by side (Payload's paginated find runs them one after the other).
 */
export async function searchProperties(options: SearchPropertiesOptions): Promise<SearchPropertiesResult> {
  const { payload, user, search, listingType, bbox } = options
  const limit = options.limit ?? SEARCH_PAGE_SIZE
  const where = searchWhere(search, listingType, bbox)
  const [pageResult, countResult] = await Promise.all([
    payload.find({
      collection: 'properties',
      where,
      sort: searchSort(search, listingType),
      page: search.page,
      limit,
      pagination: false,
      depth: 1,
      select: PROPERTY_CARD_SELECT,
      populate: CARD_MEDIA_POPULATE,
      overrideAccess: false,
      user,
    }),
    payload.count({ collection: 'properties', where, overrideAccess: false, user }),
  ])
  const total = countResult.totalDocs
  return {
    cards: pageResult.docs.map((d) => toPropertyCard(d)),
    total,
    page: search.page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    pageSize: limit,
  }
}

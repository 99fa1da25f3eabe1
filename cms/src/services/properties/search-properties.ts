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

/** One page of /buy or /rent results, as cards, through Payload's access rules as the visitor. */
export async function searchProperties(options: SearchPropertiesOptions): Promise<SearchPropertiesResult> {
  const { payload, user, search, listingType, bbox } = options
  const limit = options.limit ?? SEARCH_PAGE_SIZE
  const result = await payload.find({
    collection: 'properties',
    where: searchWhere(search, listingType, bbox),
    sort: searchSort(search, listingType),
    page: search.page,
    limit,
    depth: 1,
    select: PROPERTY_CARD_SELECT,
    populate: CARD_MEDIA_POPULATE,
    overrideAccess: false,
    user,
  })
  return {
    cards: result.docs.map((d) => toPropertyCard(d as unknown as Record<string, unknown>)),
    total: result.totalDocs,
    page: result.page ?? search.page,
    totalPages: Math.max(1, result.totalPages),
    pageSize: limit,
  }
}

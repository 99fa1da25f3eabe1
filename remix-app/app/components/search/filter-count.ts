import type { PropertySearch } from '@gruha/shared'

/** Keys of the search that are not filters: the order, the page, and the page's own listing type. */
const NOT_FILTERS = new Set(['sort', 'page', 'listingType'])

/** How many filters narrow the list ('Filters (2)'): each set filter once, and the map area if any. */
export function activeFilterCount(search: PropertySearch, bbox: string | null): number {
  const set = Object.entries(search).filter(([key, value]) => !NOT_FILTERS.has(key) && value !== undefined).length
  return set + (bbox ? 1 : 0)
}

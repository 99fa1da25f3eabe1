import { propertyTypeLabel, type ListingType, type PropertySearch } from '@gruha/shared'

/** A distinct title and description per search, e.g. 'Villa for Sale in Hyderabad'. */
export function listingMeta(
  listingType: ListingType,
  search: PropertySearch | undefined,
  total: number | undefined,
  canonical: string | undefined,
) {
  const rent = listingType === 'RENT'
  const what = search?.propertyType?.length ? search.propertyType.map(propertyTypeLabel).join(', ') : 'Properties'
  const where = search?.city ?? search?.state ?? 'Andhra Pradesh, Telangana and India'
  const title = `${what} for ${rent ? 'Rent' : 'Sale'} in ${where}${search && search.page > 1 ? ` · Page ${search.page}` : ''} · Gruha`
  const count = typeof total === 'number' ? `${total} ` : ''
  const description = rent
    ? `Browse ${count}verified rental ${what.toLowerCase()} in ${where}: monthly rent, furnishing, availability and map.`
    : `Browse ${count}verified ${what.toLowerCase()} for sale in ${where}: prices in ₹, photos, map and owner enquiries.`
  const tags = [{ title }, { name: 'description', content: description }]
  return canonical ? [...tags, { tagName: 'link', rel: 'canonical', href: canonical }] : tags
}

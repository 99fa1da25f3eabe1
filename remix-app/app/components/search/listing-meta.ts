import { propertyTypeLabel, type ListingType, type PropertySearch } from '@gruha/shared'
import { localeOf, metaT, translateMessage } from '~/i18n'

/** A distinct title and description per search, e.g. 'Villa for Sale in Hyderabad', in the page's language. */
export function listingMeta(
  matches: Parameters<typeof metaT>[0],
  listingType: ListingType,
  search: PropertySearch | undefined,
  counted: { total: number; totalCapped?: boolean } | undefined,
  canonical: string | undefined,
) {
  const t = metaT(matches, ['search', 'messages'])
  const rent = listingType === 'RENT'
  const what = search?.propertyType?.length
    ? search.propertyType.map((type) => translateMessage(t, propertyTypeLabel(type))).join(', ')
    : t('meta.listing.properties')
  const where = search?.city ?? search?.state ?? t('meta.listing.everywhere')
  const page = search && search.page > 1 ? t('meta.listing.page', { page: search.page }) : ''
  const title = t(rent ? 'meta.listing.rentTitle' : 'meta.listing.saleTitle', { what, where, page })
  const count = counted ? `${counted.total}${counted.totalCapped ? '+' : ''} ` : ''
  const description = t(rent ? 'meta.listing.rentDescription' : 'meta.listing.saleDescription', {
    count,
    what: localeOf(matches) === 'en' ? what.toLowerCase() : what,
    where,
  })
  const tags = [{ title }, { name: 'description', content: description }]
  return canonical ? [...tags, { tagName: 'link', rel: 'canonical', href: canonical }] : tags
}

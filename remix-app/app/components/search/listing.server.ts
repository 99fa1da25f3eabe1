import { data, redirect } from '@remix-run/node'
import { parsePriceRange, parsePropertySearch, type ListingType } from '@gruha/shared'
import { searchProperties } from '@gruha/cms/services/properties'
import { rentalOverview, type RentalOverview } from '@gruha/cms/services/properties'
import { parseBbox, formatBbox } from '@gruha/cms/services/properties'
import { savedPropertyIds } from '@gruha/cms/services/saved'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { env } from '~/utils/env.server'
import { loadActiveLocations } from './locations.server'

/** Without JavaScript the GET form also sends empty fields; answer with the tidy URL instead. */
function tidyUrl(url: URL): string | null {
  const params = new URLSearchParams()
  let changed = false
  for (const [k, v] of url.searchParams) {
    if (v.trim() === '') changed = true
    else if (k === 'priceRange') {
      // The home search form's range ('min-max') without JavaScript.
      const { min, max } = parsePriceRange(v)
      if (min !== null) params.set('minPrice', String(min))
      if (max !== null) params.set('maxPrice', String(max))
      changed = true
    } else params.append(k, v)
  }
  if (!changed) return null
  const query = params.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

/** The loader of /buy and /rent: one page of results (and the rent overview), as the visitor. */
export async function loadListing(request: Request, listingType: ListingType) {
  const url = new URL(request.url)
  const tidy = tidyUrl(url)
  if (tidy) throw redirect(tidy)
  const search = parsePropertySearch(url.searchParams)
  const bboxBox = parseBbox(url.searchParams.get('bbox'))
  const bbox = bboxBox ? formatBbox(bboxBox) : null
  const user = await getUser(request)
  // Filtered views point search engines at the plain list (page numbers kept).
  const locations = loadActiveLocations()
  const canonical = `${env().SITE_URL}${url.pathname}${search.page > 1 ? `?page=${search.page}` : ''}`
  try {
    const payload = await getPayloadClient()
    const [result, overview] = await Promise.all([
      searchProperties({ payload, user, search, listingType, bbox: bboxBox, countVerified: listingType === 'SALE' }),
      listingType === 'RENT' ? rentalOverview({ payload, user, search, bbox: bboxBox }) : Promise.resolve(null),
    ])
    const saved = await savedPropertyIds(
      payload,
      user,
      result.cards.map((c) => c.id),
    )
    return data({
      search,
      bbox,
      listingType,
      result,
      overview: overview as RentalOverview | null,
      failed: false,
      canonical,
      savedIds: [...saved],
      locations: await locations,
    })
  } catch (error) {
    console.error('listing search failed', error)
    return data(
      {
        search,
        bbox,
        listingType,
        result: null,
        overview: null,
        failed: true,
        canonical,
        savedIds: [] as number[],
        locations: await locations,
      },
      { status: 500 },
    )
  }
}

export type ListingData = Awaited<ReturnType<typeof loadListing>>['data']

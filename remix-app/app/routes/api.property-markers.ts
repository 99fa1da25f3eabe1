import type { LoaderFunctionArgs } from '@remix-run/node'
import { parsePropertySearch } from '@gruha/shared'
import { findMapMarkers, parseBbox } from '@gruha/cms/services/properties'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

/**
 * Map markers for a /buy or /rent search (same query string plus listingType), fetched by the
 * lazily loaded map after the page is interactive, so the list never waits for them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const listingType = url.searchParams.get('listingType') === 'RENT' ? 'RENT' : 'SALE'
  const user = await getUser(request)
  const payload = await getPayloadClient()
  const { markers, more } = await findMapMarkers({
    payload,
    user,
    search: parsePropertySearch(url.searchParams),
    listingType,
    bbox: parseBbox(url.searchParams.get('bbox')),
  })
  return Response.json({ markers, more }, { headers: { 'Cache-Control': user ? 'private, max-age=30' : 'public, max-age=30' } })
}

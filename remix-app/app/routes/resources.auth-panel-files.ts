import { AUTH_PANEL_SOURCE } from '~/components/auth/auth-modal'
import { lazyChunkUrls } from '~/utils/lazy-chunks.server'

/**
 * The sign-in panel's built files, which a visitor's page preloads once it is idle. Asked for then, not
 * written into every page: the list is ~250 compressed bytes a page's first round trip has no room for
 * (docs/decisions/0017). It changes only with a deploy.
 */
export function loader() {
  return Response.json(lazyChunkUrls(AUTH_PANEL_SOURCE), { headers: { 'Cache-Control': 'public, max-age=300' } })
}

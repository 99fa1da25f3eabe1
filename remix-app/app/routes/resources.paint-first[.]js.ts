import { LOADER_SOURCE } from '~/utils/paint-first.server'

/**
 * The paint-first loader every page imports (utils/paint-first.server.ts). Its URL carries a hash of its
 * code, so browsers keep it for good and a deploy that changes it is fetched afresh.
 */
export function loader() {
  return new Response(LOADER_SOURCE, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}

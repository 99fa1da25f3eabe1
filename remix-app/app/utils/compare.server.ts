import { COMPARE_COOKIE, parseCompareIds } from '@gruha/shared'
import { secureCookies } from '~/utils/env.server'

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60

/** The compare selection held by this browser (public listing ids, nothing secret). */
export function compareIdsFrom(request: Request): number[] {
  const cookie = request.headers.get('Cookie') ?? ''
  const match = cookie.split(/;\s*/).find((c) => c.startsWith(`${COMPARE_COOKIE}=`))
  return parseCompareIds(match ? decodeURIComponent(match.slice(COMPARE_COOKIE.length + 1)) : null)
}

/**
 * Set-Cookie for the selection. Readable by the page's script (not HttpOnly) so cards can show
 * which listings are picked without asking the server; it holds only public listing ids.
 */
export function compareCookie(ids: number[]): string {
  return [
    `${COMPARE_COOKIE}=${encodeURIComponent(ids.join(','))}`,
    'Path=/',
    `Max-Age=${ids.length ? THIRTY_DAYS_SECONDS : 0}`,
    'SameSite=Lax',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ')
}

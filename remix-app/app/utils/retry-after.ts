import type { HeadersFunction } from '@remix-run/node'

/**
 * Route `headers` export: passes an action's Retry-After (rate limits) on to the page response.
 * Without it, a form posted without JavaScript would get the 429 but not the header.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

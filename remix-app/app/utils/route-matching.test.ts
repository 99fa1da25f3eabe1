import { describe, expect, it } from 'vitest'
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'

/**
 * The router's matching is patched (patches/@remix-run+router, ADR 31): it tries only the ranked branches
 * whose first segment can match the path's. These hold the patched matcher to the answers of the whole
 * loop on the shapes the site's routes have: static, parameters, an optional segment, a splat, a
 * case-sensitive path, nested layouts and an index.
 */
const routes: AgnosticRouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'buy', path: 'buy' },
      { id: 'property', path: 'property/:slug' },
      { id: 'dashboard', path: 'agent/dashboard/:tab?' },
      {
        id: 'admin-api',
        path: 'api/admin',
        children: [
          { id: 'resource', path: ':resource' },
          { id: 'counts', path: ':resource/counts' },
          { id: 'one', path: ':resource/:id' },
        ],
      },
      { id: 'lang-about', path: ':lang/about' },
      { id: 'exact-case', path: 'ExactCase', caseSensitive: true },
      { id: 'not-found', path: '*' },
    ],
  },
]

/** The matched route ids, then the params (every match shares one params object). */
const matched = (path: string) => {
  const matches = matchRoutes(routes, path)
  if (!matches) return null
  const params = matches.at(-1)!.params
  return matches.map((m) => m.route.id).join(' > ') + (Object.keys(params).length ? ` ${JSON.stringify(params)}` : '')
}

describe('route matching (patched)', () => {
  it.each([
    ['/', 'root > home'],
    ['/buy', 'root > buy'],
    ['/BUY/', 'root > buy'],
    ['/%62uy', 'root > buy'],
    ['/property/villa-1', 'root > property {"slug":"villa-1"}'],
    ['/Property/villa-1', 'root > property {"slug":"villa-1"}'],
    ['/agent/dashboard', 'root > dashboard'],
    ['/agent/dashboard/leads', 'root > dashboard {"tab":"leads"}'],
    ['/api/admin/properties', 'root > admin-api > resource {"resource":"properties"}'],
    ['/api/admin/properties/counts', 'root > admin-api > counts {"resource":"properties"}'],
    ['/api/admin/properties/7', 'root > admin-api > one {"resource":"properties","id":"7"}'],
    ['/te/about', 'root > lang-about {"lang":"te"}'],
    ['/buy/about', 'root > lang-about {"lang":"buy"}'],
    ['/ExactCase', 'root > exact-case'],
    ['/exactcase', 'root > not-found {"*":"exactcase"}'],
    ['//buy', 'root > not-found {"*":"/buy"}'],
    ['/buy/extra', 'root > not-found {"*":"buy/extra"}'],
    ['/nowhere', 'root > not-found {"*":"nowhere"}'],
  ])('%s → %s', (path, expected) => {
    expect(matched(path)).toBe(expected)
  })

  it('answers the same when asked again (the branches kept for a first segment)', () => {
    for (let i = 0; i < 3; i++) {
      expect(matched('/property/a')).toBe('root > property {"slug":"a"}')
      expect(matched('/te/about')).toBe('root > lang-about {"lang":"te"}')
    }
  })
})

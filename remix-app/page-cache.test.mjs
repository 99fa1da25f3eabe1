import { describe, expect, it } from 'vitest'
import { pageCache } from './page-cache.mjs'

/** A cache on a clock the test moves, with a change feed the test fires. */
function setup({ listening = true, maxAgeMs = 60_000, edgeSeconds = 0 } = {}) {
  let time = 0
  let fire = () => {}
  const state = { listening }
  const cache = pageCache({
    maxAgeMs,
    edgeSeconds,
    now: () => time,
    localeOf: (req) => (req.headers['accept-language'] ?? 'en').slice(0, 2),
    watchChanges: (onChange) => {
      fire = onChange
      return { listening: () => state.listening }
    },
  })
  return { cache, state, change: () => fire('listings'), advance: (ms) => (time += ms) }
}

const request = (path, headers = {}) => ({ method: 'GET', path: path.split('?')[0], originalUrl: path, headers })

function response() {
  const out = { status: 0, headers: {}, body: undefined, locals: { cspNonce: `n${Math.random().toString(36).slice(2)}` } }
  out.status = (code) => ((out.statusCode = code), out)
  out.setHeader = (name, value) => (out.headers[name.toLowerCase()] = value)
  out.send = (body) => (out.body = body)
  return out
}

/** As server.mjs does: keep, then stream the answer to the visitor; true when a copy was taken to keep. */
async function keep(cache, key, response, res) {
  const answer = cache.keep(key, response, res)
  await answer.text()
  // The kept copy is stored once its branch has been read to the end.
  await new Promise((resolve) => setTimeout(resolve, 0))
  return answer !== response
}

const page = (nonce, init = {}) =>
  new Response(`<script nonce="${nonce}">go()</script><p>page</p>`, {
    status: 200,
    headers: { 'Content-Type': 'text/html', 'Content-Language': 'en', Vary: 'Accept-Language, Cookie', ...init.headers },
    ...init,
  })

describe('public page cache (ADR 18)', () => {
  it('answers a kept page again with this response’s own nonce, for visitors without cookies', async () => {
    const { cache } = setup()
    const first = response()
    const key = cache.keyOf(request('/buy?city=Hyderabad'))
    expect(cache.answer(key, first)).toBe(false)
    expect(await keep(cache, key, page(first.locals.cspNonce), first)).toBe(true)
    expect(first.headers['x-page-cache']).toBe('miss')

    const second = response()
    expect(cache.answer(cache.keyOf(request('/buy?city=Hyderabad', { cookie: 'gruha_lang=en' })), second)).toBe(true)
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.headers['content-language']).toBe('en')
    expect(second.body).toContain(`nonce="${second.locals.cspNonce}"`)
    expect(second.body).not.toContain(first.locals.cspNonce)
  })

  it('marks the pages it keeps for the edge cache, naming their nonce, only when one is in front', async () => {
    for (const edgeSeconds of [0, 10]) {
      const { cache } = setup({ edgeSeconds })
      const first = response()
      const key = cache.keyOf(request('/rent'))
      await keep(cache, key, page(first.locals.cspNonce), first)
      const second = response()
      cache.answer(cache.keyOf(request('/rent')), second)
      const private_ = response()
      await keep(cache, key, page(private_.locals.cspNonce, { headers: { 'Cache-Control': 'private' } }), private_)
      if (edgeSeconds) {
        expect(first.headers).toMatchObject({ 'x-accel-expires': '10', 'x-csp-nonce': first.locals.cspNonce })
        expect(second.headers).toMatchObject({ 'x-accel-expires': '10', 'x-csp-nonce': second.locals.cspNonce })
      } else {
        expect(first.headers).not.toHaveProperty('x-accel-expires')
        expect(second.headers).not.toHaveProperty('x-csp-nonce')
      }
      expect(private_.headers).not.toHaveProperty('x-accel-expires')
    }
  })

  it('renders for the visitor: another page, language or query, any other cookie, a write, a private path', () => {
    const { cache } = setup()
    const key = (req) => cache.keyOf(req)?.id ?? null
    expect(key(request('/buy'))).not.toBe(key(request('/buy', { 'accept-language': 'te-IN' })))
    expect(key(request('/buy'))).not.toBe(key(request('/buy?page=2')))
    expect(key(request('/property/a-villa'))).not.toBeNull()
    expect(key(request('/agents'))).not.toBeNull()
    expect(key(request('/agents?city=Hyderabad'))).not.toBe(key(request('/agents')))
    expect(key(request('/buy.data?_routes=routes%2Fbuy'))).not.toBeNull()
    expect(key(request('/buy', { cookie: '__gruha_session=abc' }))).toBeNull()
    expect(key(request('/buy', { cookie: 'gruha_lang=te; gruha_compare=1.2' }))).toBeNull()
    expect(key({ ...request('/buy'), method: 'POST' })).toBeNull()
    for (const path of ['/agents/1', '/profile', '/saved-properties', '/my-properties', '/login', '/api/admin/users', '/property/a/b'])
      expect(key(request(path))).toBeNull()
  })

  it('keeps nothing that is personal, failed or uncacheable, or while changes cannot be heard', async () => {
    const { cache, state } = setup()
    const key = cache.keyOf(request('/'))
    expect(await keep(cache, key, page('x', { headers: { 'Set-Cookie': 'a=b' } }), response())).toBe(false)
    expect(await keep(cache, key, page('x', { status: 404 }), response())).toBe(false)
    expect(await keep(cache, key, page('x', { headers: { 'Cache-Control': 'no-store' } }), response())).toBe(false)
    state.listening = false
    expect(await keep(cache, key, page('x'), response())).toBe(false)
    expect(cache.answer(key, response())).toBe(false)
  })

  it('drops every page on a change, and a page older than its age', async () => {
    const { cache, change, advance } = setup({ maxAgeMs: 60_000 })
    const key = cache.keyOf(request('/'))
    await keep(cache, key, page('x'), response())
    change()
    expect(cache.answer(cache.keyOf(request('/')), response())).toBe(false)

    // Rendered while a change happened: answered, not kept.
    const during = cache.keyOf(request('/'))
    change()
    await keep(cache, during, page('x'), response())
    expect(cache.answer(cache.keyOf(request('/')), response())).toBe(false)

    const fresh = cache.keyOf(request('/'))
    expect(await keep(cache, fresh, page('x'), response())).toBe(true)
    advance(59_999)
    expect(cache.answer(cache.keyOf(request('/')), response())).toBe(true)
    advance(1)
    expect(cache.answer(cache.keyOf(request('/')), response())).toBe(false)
  })
})

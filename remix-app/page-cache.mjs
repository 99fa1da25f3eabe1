/**
 * Public pages for visitors who carry no cookie but the language (issue 19, item 3; ADR 18): the
 * first request renders, the next ones within `maxAgeMs` get the same page, in memory, without a
 * loader or a render. A page is kept only when it was answered 200 without Set-Cookie.
 *
 * - Each answer still gets its own CSP nonce: the kept page's nonce is replaced by this response's
 *   (securityHeaders made it, and the header already names it).
 * - The key is the language the page is in and the whole URL (single-fetch `.data` requests too).
 * - Any change to listings, content, agents or settings drops every page (cms/src/db/changes.ts), on every
 *   instance. While this process is not listening for changes it keeps nothing.
 */

/**
 * Documents and their single-fetch data that look the same to every visitor without cookies, and
 * whose data announces its changes (listings, pages, posts, settings, agents and their reviews).
 */
const PUBLIC_PAGE =
  /^\/(?:|_root\.data|buy|rent|agents|about|blogs|community|host|privacy-policy|terms-of-service|property\/[^/]+|blog\/[^/]+)(?:\.data)?$/

/** Cookies that do not change a page for a visitor: the language only (it is part of the key). */
const NEUTRAL_COOKIES = new Set(['gruha_lang'])

/** Response headers a kept page is answered with again. */
const KEPT_HEADERS = ['content-type', 'content-language', 'vary', 'cache-control', 'x-remix-response']

function cookieNames(header) {
  if (!header) return []
  return header
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean)
}

/**
 * @param {object} options
 * @param {(req: import('express').Request) => string} options.localeOf the language the page will be in
 * @param {(onChange: () => void) => { listening: () => boolean }} options.watchChanges
 */
export function pageCache({ localeOf, watchChanges, maxAgeMs = 60_000, maxEntries = 1_000, now = Date.now, edgeSeconds = 0 }) {
  /**
   * For an HTTP cache in front (nginx in docker-compose, EDGE_CACHE_SECONDS): a page this cache may
   * keep is marked for it too. `X-Accel-Expires` is how long nginx may keep it (nginx never passes it
   * on); `X-Csp-Nonce` names the nonce in the body, so nginx can put a fresh one in each answer, in the
   * body and in the policy, and no two visitors share one (deploy/nginx/gruha-edge.conf).
   */
  const markForEdge = (res, nonce) => {
    if (edgeSeconds <= 0 || !nonce) return
    res.setHeader('X-Accel-Expires', String(edgeSeconds))
    res.setHeader('X-Csp-Nonce', nonce)
  }
  /** @type {Map<string, { at: number, status: number, headers: [string, string][], body: string, nonce: string | null }>} */
  const pages = new Map()
  // A page rendered while something changed may show the old state: it is answered, not kept.
  let generation = 0
  const changes = watchChanges(() => {
    generation++
    pages.clear()
  })

  return {
    /** The page's key, or null when this request must be rendered for its sender. */
    keyOf(req) {
      if (maxAgeMs <= 0 || req.method !== 'GET' || !PUBLIC_PAGE.test(req.path)) return null
      if (cookieNames(req.headers.cookie).some((name) => !NEUTRAL_COOKIES.has(name))) return null
      return { id: `${localeOf(req)} ${req.originalUrl}`, generation }
    },

    /** Answers from the cache; false when the page is not kept (or too old). */
    answer(key, res) {
      const page = pages.get(key.id)
      if (!page) return false
      if (now() - page.at >= maxAgeMs) {
        pages.delete(key.id)
        return false
      }
      res.status(page.status)
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader('X-Page-Cache', 'hit')
      const nonce = res.locals.cspNonce
      markForEdge(res, nonce)
      res.send(page.nonce && nonce ? page.body.replaceAll(page.nonce, nonce) : page.body)
      return true
    },

    /**
     * The response to stream to the visitor as usual; when the page may be shown to others, a copy
     * of its body is kept once it has been read to the end.
     */
    keep(key, response, res) {
      if (response.status !== 200 || response.headers.has('set-cookie') || !response.body || !changes.listening()) return response
      if (/no-store|private/i.test(response.headers.get('cache-control') ?? '')) return response
      const [toVisitor, toKeep] = response.body.tee()
      const headers = KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)]] : []))
      const nonce = res.locals.cspNonce ?? null
      const rendered = { at: now(), generation: key.generation }
      new Response(toKeep).text().then(
        (body) => {
          if (rendered.generation !== generation) return
          if (pages.size >= maxEntries) pages.delete(pages.keys().next().value)
          pages.set(key.id, { at: rendered.at, status: 200, headers, body, nonce })
        },
        () => {},
      )
      res.setHeader('X-Page-Cache', 'miss')
      markForEdge(res, nonce)
      return new Response(toVisitor, { status: response.status, statusText: response.statusText, headers: response.headers })
    },
  }
}

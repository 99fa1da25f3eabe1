/**
 * The site's edge (server.mjs): what every request passes before Remix or the console.
 *   - sameOriginWrites: a POST/PUT/PATCH/DELETE from another origin gets 403, for page actions,
 *     resource routes (/logout, /resources/*, /sell/documents) and /api/admin/* alike.
 *   - refuseBadInput: a NUL byte or broken percent-encoding in the URL or in a text field gets 400
 *     before anything reaches PostgreSQL. It buffers the body (up to a limit) for Remix.
 *   - securityHeaders: helmet with a per-request CSP nonce for the site, a nonce-free CSP for the
 *     static console, HSTS on an HTTPS production site, Permissions-Policy.
 */
import crypto from 'node:crypto'
import helmet from 'helmet'

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Not in the spec: answered to a cross-site write. */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused'
/** Not in the spec: answered to a NUL byte or broken encoding. */
export const BAD_INPUT_MESSAGE = 'The request contains characters that are not allowed.'

const originOf = (url) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether a write comes from our own pages. Browsers send Origin with every POST; a request with
 * neither Origin nor a cross-site Sec-Fetch-Site is not from a browser page, so it cannot carry
 * a victim's cookie by accident and is let through (its own session still decides).
 */
export function isSameOriginWrite({ method, origin, referer, fetchSite, requestOrigin, siteOrigin }) {
  if (!WRITE_METHODS.has(method)) return true
  const allowed = new Set([requestOrigin, siteOrigin].filter(Boolean))
  // A page with a no-referrer policy sends `Origin: null`; the browser's own Sec-Fetch-Site,
  // which no page can set, still says whether the form was ours.
  if (origin === 'null') return fetchSite === 'same-origin'
  const claimed = origin || (referer ? originOf(referer) : null)
  if (claimed) return allowed.has(claimed)
  return fetchSite !== 'cross-site' && fetchSite !== 'same-site'
}

export function sameOriginWrites({ siteUrl }) {
  const siteOrigin = originOf(siteUrl)
  return (req, res, next) => {
    const ok = isSameOriginWrite({
      method: req.method,
      origin: req.get('origin'),
      referer: req.get('referer'),
      fetchSite: req.get('sec-fetch-site'),
      requestOrigin: `${req.protocol}://${req.get('host')}`,
      siteOrigin,
    })
    if (ok) return next()
    res.status(403)
    if (req.path.startsWith('/api/')) return res.json({ message: CROSS_SITE_MESSAGE })
    return res.type('text/plain').send(CROSS_SITE_MESSAGE)
  }
}

/** A string that has a NUL byte, or cannot be percent-decoded. */
export function hasBadCharacters(value, { percentEncoded = false } = {}) {
  if (value.includes('\u0000')) return true
  if (!percentEncoded) return false
  try {
    return decodeURIComponent(value.replace(/\+/g, ' ')).includes('\u0000')
  } catch {
    return true
  }
}

/** The text (non-file) parts of a multipart body. */
function multipartTextParts(buffer, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  if (!boundary) return []
  const text = buffer.toString('latin1')
  const parts = text.split(`--${boundary[1] ?? boundary[2]}`)
  const out = []
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n')
    if (split < 0) continue
    const headers = part.slice(0, split)
    if (/filename\*?=/i.test(headers)) continue
    out.push(Buffer.from(part.slice(split + 4).replace(/\r\n$/, ''), 'latin1').toString('utf8'))
  }
  return out
}

/** Whether a buffered body carries a NUL byte in text the app will read. */
export function bodyHasBadCharacters(buffer, contentType = '') {
  const type = contentType.toLowerCase()
  if (type.startsWith('multipart/form-data')) return multipartTextParts(buffer, contentType).some((v) => v.includes('\u0000'))
  const text = buffer.toString('utf8')
  if (type.startsWith('application/x-www-form-urlencoded'))
    return text.split('&').some((pair) => hasBadCharacters(pair, { percentEncoded: true }))
  // JSON and plain text: a raw NUL or its JSON escape.
  return text.includes('\u0000') || /\\u0000/i.test(text)
}

/** A urlencoded body, or a multipart body with its boundary and closing line. */
export function isReadableForm(contentType, buffer) {
  // Media types are case-insensitive, but the boundary is not: match it as sent.
  const type = contentType.toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) return !/charset=(?!utf-8)/.test(type)
  if (!type.startsWith('multipart/form-data')) return false
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  return Boolean(boundary) && buffer.toString('latin1').includes(`--${boundary[1] ?? boundary[2]}--`)
}

/** Refuses bad URLs and bodies; keeps the body in req.rawBody for the Remix request. */
export function refuseBadInput({ maxBodyBytes }) {
  const refuse = (req, res, status = 400, message = BAD_INPUT_MESSAGE) => {
    res.status(status)
    if (req.path.startsWith('/api/')) return res.json({ message })
    return res.type('text/plain').send(message)
  }
  return (req, res, next) => {
    const [path, query = ''] = req.originalUrl.split(/\?(.*)/s)
    if (hasBadCharacters(path, { percentEncoded: true }) || query.split('&').some((p) => hasBadCharacters(p, { percentEncoded: true }))) {
      return refuse(req, res)
    }
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const declared = Number(req.get('content-length') ?? 0)
    if (declared > maxBodyBytes) return refuse(req, res, 413, 'The request is too large.')
    const chunks = []
    let size = 0
    let done = false
    req.on('data', (chunk) => {
      if (done) return
      size += chunk.length
      if (size > maxBodyBytes) {
        done = true
        refuse(req, res, 413, 'The request is too large.')
        req.resume()
        return
      }
      chunks.push(chunk)
    })
    req.on('error', (error) => {
      if (!done) next(error)
      done = true
    })
    req.on('end', () => {
      if (done) return
      done = true
      const buffer = Buffer.concat(chunks)
      // Page actions read forms only: another body type, or a multipart body without its boundary or
      // closing line, would make request.formData() throw (a 500). The console's API reads JSON.
      if (
        !req.path.startsWith('/api/') &&
        (buffer.length > 0 || req.get('content-type')) &&
        !isReadableForm(req.get('content-type') ?? '', buffer)
      ) {
        return refuse(req, res, 415, 'Expected a form submission.')
      }
      if (bodyHasBadCharacters(buffer, req.get('content-type') ?? '')) return refuse(req, res)
      req.rawBody = buffer
      next()
    })
  }
}

/** Where map tiles come from, as CSP sources (`{s}` subdomains become a wildcard). */
export function tileSources(template) {
  const match = /^(https?:\/\/[^/]+)/i.exec(template ?? '')
  if (!match) return []
  return [match[1].replace(/\{[a-z]+\}/gi, '*')]
}

/** A Content-Security-Policy header value, as helmet writes it: `default-src 'self';img-src …`. */
export function cspHeader(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
    .join(';')
}

/** helmet for the site (nonce CSP) and the console (static files, no inline scripts). */
export function securityHeaders({ https, cmsUrl, mapTileUrl }) {
  const cmsOrigin = originOf(cmsUrl)
  const images = ["'self'", 'data:', 'blob:', ...(cmsOrigin ? [cmsOrigin] : []), ...tileSources(mapTileUrl)]
  const common = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    imgSrc: images,
    // React writes style attributes and Leaflet positions tiles with them.
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // Uploaded PDFs are shown in a frame; they come from our own media.
    frameSrc: ["'self'", ...(cmsOrigin ? [cmsOrigin] : [])],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  }
  const shared = {
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // Headers for browsers long gone (IE8's download prompt, the XSS auditor Chrome removed in 2019):
    // ~110 bytes on every answer, which a page's first round trip has no room for (ADR 17). Prefetching
    // DNS stays on, so the map's tile host is resolved before the map asks for it.
    xDownloadOptions: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  }
  // The site's policy is written once; only its nonce changes per request (helmet would rebuild it).
  const sitePolicy = cspHeader(common)
  const site = helmet({ ...shared, contentSecurityPolicy: false })
  const consoleApp = helmet({
    ...shared,
    contentSecurityPolicy: {
      useDefaults: false,
      // A private document is fetched with the session and shown from a blob: URL (DocumentLinks' viewer).
      directives: { ...common, scriptSrc: ["'self'"], frameSrc: [...common.frameSrc, 'blob:'] },
    },
  })
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)')
    if (req.path === '/admin' || req.path.startsWith('/admin/')) return consoleApp(req, res, next)
    const nonce = crypto.randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', `${sitePolicy};script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
    return site(req, res, next)
  }
}

/** The cookie that marks a visitor who wrote in the last few seconds (readYourWrites). */
export const WROTE_COOKIE = 'gruha_wrote'

/**
 * Read-your-writes when reads go to replicas (ADR 24): a write's answer carries a 5-second cookie, and
 * a request that brings it back reads from the primary (`markPrimaryReads`), on whichever instance the
 * balancer sent it to. Payload already reads the primary for 2 s after a write in the same process;
 * this covers the next request landing on another instance.
 */
export function readYourWrites({ markPrimaryReads, secure }) {
  const cookie = `${WROTE_COOKIE}=1; Max-Age=5; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  return async (req, res, next) => {
    try {
      if (WRITE_METHODS.has(req.method)) res.append('Set-Cookie', cookie)
      else if (req.headers.cookie?.includes(`${WROTE_COOKIE}=`)) await markPrimaryReads()
      next()
    } catch (error) {
      next(error)
    }
  }
}

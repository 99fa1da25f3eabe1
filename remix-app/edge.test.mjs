import { describe, expect, it } from 'vitest'
import {
  bodyHasBadCharacters,
  hasBadCharacters,
  isReadableForm,
  isSameOriginWrite,
  readYourWrites,
  securityHeaders,
  tileSources,
  WROTE_COOKIE,
} from './edge.mjs'

const site = 'http://localhost:3000'

describe('site edge (issue 7, findings 8, 9 and 11)', () => {
  it('lets same-origin and non-browser writes through and refuses cross-site ones', () => {
    const base = { method: 'POST', requestOrigin: site, siteOrigin: site }
    expect(isSameOriginWrite({ ...base, origin: site })).toBe(true)
    expect(isSameOriginWrite({ ...base, origin: 'https://evil.example' })).toBe(false)
    expect(isSameOriginWrite({ ...base, origin: 'null' })).toBe(false)
    expect(isSameOriginWrite({ ...base, origin: 'null', fetchSite: 'cross-site' })).toBe(false)
    expect(isSameOriginWrite({ ...base, origin: 'null', fetchSite: 'same-site' })).toBe(false)
    expect(isSameOriginWrite({ ...base, origin: 'null', fetchSite: 'same-origin' })).toBe(true)
    expect(isSameOriginWrite({ ...base, referer: 'https://evil.example/page' })).toBe(false)
    expect(isSameOriginWrite({ ...base, fetchSite: 'cross-site' })).toBe(false)
    expect(isSameOriginWrite({ ...base })).toBe(true)
    expect(isSameOriginWrite({ ...base, method: 'GET', origin: 'https://evil.example' })).toBe(true)
  })

  it('reads a browser multipart body whose boundary has upper-case letters, and refuses a cut-off one', () => {
    const type = 'multipart/form-data; boundary=----WebKitFormBoundaryAbCdEf'
    const body = '------WebKitFormBoundaryAbCdEf\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in\r\n'
    expect(isReadableForm(type, Buffer.from(`${body}------WebKitFormBoundaryAbCdEf--\r\n`))).toBe(true)
    expect(isReadableForm(type, Buffer.from(body))).toBe(false)
    expect(isReadableForm('application/json', Buffer.from('{}'))).toBe(false)
    expect(isReadableForm('Application/X-WWW-Form-Urlencoded', Buffer.from('a=1'))).toBe(true)
  })

  it('finds NUL bytes and broken encodings in URLs and bodies', () => {
    expect(hasBadCharacters('city=%00', { percentEncoded: true })).toBe(true)
    expect(hasBadCharacters('city=%E0%A4', { percentEncoded: true })).toBe(true)
    expect(hasBadCharacters('city=Hyderabad+East', { percentEncoded: true })).toBe(false)
    expect(bodyHasBadCharacters(Buffer.from('a=1&b=x%00y'), 'application/x-www-form-urlencoded')).toBe(true)
    expect(bodyHasBadCharacters(Buffer.from('{"a":"x\\u0000"}'), 'application/json')).toBe(true)
    const multipart = (value, filename) =>
      Buffer.from(
        `--XX\r\nContent-Disposition: form-data; name="f"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n--XX--\r\n`,
        'latin1',
      )
    expect(bodyHasBadCharacters(multipart('a\u0000b'), 'multipart/form-data; boundary=XX')).toBe(true)
    // Files may hold any bytes.
    expect(bodyHasBadCharacters(multipart('%PDF\u0000\u0001', 'a.pdf'), 'multipart/form-data; boundary=XX')).toBe(false)
  })

  it('turns the tile URL into a CSP source', () => {
    expect(tileSources('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org'])
    expect(tileSources('')).toEqual([])
  })

  it('sends HSTS and upgrades requests only on an HTTPS site', async () => {
    /** The headers one request through the middleware gets, with a minimal Express-like req and res. */
    const headersFor = async (https, path = '/') => {
      const headers = {}
      const res = {
        locals: {},
        setHeader: (name, value) => (headers[name.toLowerCase()] = String(value)),
        getHeader: (name) => headers[name.toLowerCase()],
        removeHeader: (name) => delete headers[name.toLowerCase()],
      }
      await new Promise((resolve, reject) =>
        securityHeaders({ https, cmsUrl: 'https://cms.gruha.in', mapTileUrl: '' })({ path, method: 'GET', headers: {} }, res, (e) =>
          e ? reject(e) : resolve(),
        ),
      )
      return headers
    }
    const secure = await headersFor(true)
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(secure['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    expect(secure['permissions-policy']).toContain('camera=()')
    expect(secure).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    // Nothing for browsers long gone (IE8's download prompt, the removed XSS auditor), and DNS prefetching stays on.
    for (const obsolete of ['x-download-options', 'x-xss-protection', 'x-dns-prefetch-control']) expect(secure[obsolete]).toBeUndefined()
    expect((await headersFor(true, '/admin/users'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const local = await headersFor(false)
    expect(local['strict-transport-security']).toBeUndefined()
    expect(local['content-security-policy']).not.toContain('upgrade-insecure-requests')
    // Written once, nonce aside: the same policy helmet writes for the console, plus the nonce; only the
    // console frames blob: URLs (its viewer of private PDFs, fetched with the session).
    const [first, second] = [(await headersFor(false, '/buy'))['content-security-policy'], local['content-security-policy']]
    const nonceOf = (policy) => /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonceOf(first)).not.toBe(nonceOf(second))
    const consolePolicy = (await headersFor(false, '/admin'))['content-security-policy']
    expect(consolePolicy).toContain("frame-src 'self' https://cms.gruha.in blob:")
    expect(first).toContain("frame-src 'self' https://cms.gruha.in;")
    expect(first.replace(` 'nonce-${nonceOf(first)}' 'strict-dynamic'`, '')).toBe(consolePolicy.replace(' blob:;', ';'))
  })
})

describe('read-your-writes with read replicas (ADR 24)', () => {
  const run = async (req) => {
    const cookies = []
    let marked = 0
    const res = { append: (name, value) => name === 'Set-Cookie' && cookies.push(value) }
    await new Promise((resolve, reject) =>
      readYourWrites({ secure: true, markPrimaryReads: async () => void (marked += 1) })(req, res, (e) => (e ? reject(e) : resolve())),
    )
    return { cookies, marked }
  }

  it('marks a write with a short cookie, and reads the primary when it comes back', async () => {
    const write = await run({ method: 'POST', headers: {} })
    expect(write.cookies).toEqual([`${WROTE_COOKIE}=1; Max-Age=5; Path=/; HttpOnly; SameSite=Lax; Secure`])
    expect(write.marked).toBe(0)
    expect(await run({ method: 'GET', headers: { cookie: `gruha_lang=te; ${WROTE_COOKIE}=1` } })).toEqual({ cookies: [], marked: 1 })
    expect(await run({ method: 'GET', headers: { cookie: 'gruha_lang=te' } })).toEqual({ cookies: [], marked: 0 })
  })
})

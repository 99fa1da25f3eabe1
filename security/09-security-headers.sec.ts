import { describe, expect, it } from 'vitest'
import { useBrowser } from '../e2e/support/browser'
import { cmsUrl, siteUrl } from '../e2e/support/env'
import { liveProperty } from '../e2e/support/db'

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null

/** The directives of a CSP header, by name (`script-src` → its sources). */
const directives = (csp: string | null): Map<string, string[]> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  )

/**
 * What every answer of ours carries (remix-app/edge.mjs `securityHeaders`, cms/next.config.mjs):
 * no MIME sniffing, no framing by other sites (frame-ancestors and X-Frame-Options), a referrer cut to
 * the origin across sites, no camera or microphone, no plugins, and no HSTS on these plain-http runs
 * (HSTS is for an HTTPS production host only; over http a browser ignores it, and sent here it would
 * mean the https check in edge.mjs is wrong).
 */
function expectBaseline(res: Response, url: string) {
  expect(res.status, url).toBeLessThan(500)
  const csp = directives(res.headers.get('content-security-policy'))
  expect(csp.get('default-src'), `${url} default-src`).toEqual(["'self'"])
  expect(csp.get('object-src'), `${url} object-src`).toEqual(["'none'"])
  expect(csp.get('base-uri'), `${url} base-uri`).toEqual(["'self'"])
  expect(csp.get('form-action'), `${url} form-action`).toEqual(["'self'"])
  expect(csp.get('frame-ancestors'), `${url} frame-ancestors`).toEqual(["'self'"])
  expect(res.headers.get('x-content-type-options'), url).toBe('nosniff')
  expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN')
  expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
  expect(res.headers.get('permissions-policy'), url).toMatch(/camera=\(\)/)
  expect(res.headers.get('permissions-policy'), url).toMatch(/microphone=\(\)/)
  expect(res.headers.get('cross-origin-opener-policy'), url).toBe('same-origin')
  expect(res.headers.get('strict-transport-security'), `${url}: HSTS on plain http`).toBeNull()
  expect(res.headers.get('x-powered-by'), url).toBeNull()
}

describe('09 security headers', () => {
  const browser = useBrowser()

  it('the site sends a CSP with a fresh nonce per response, carried by every script', async () => {
    const [a, b] = [await fetch(`${siteUrl}/`), await fetch(`${siteUrl}/`)]
    const [nonceA, nonceB] = [nonceOf(a.headers.get('content-security-policy')), nonceOf(b.headers.get('content-security-policy'))]
    expect(nonceA).toBeTruthy()
    expect(nonceA).not.toBe(nonceB)
    expect(a.headers.get('content-security-policy')).toMatch(/object-src 'none'/)
    expect(a.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
    const html = await a.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/application\/ld\+json/.test(attrs))
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonceA}"`)
    // Scripts only from here or with this response's nonce; no inline or eval escape hatch.
    const scriptSrc = directives(a.headers.get('content-security-policy')).get('script-src') ?? []
    expect(scriptSrc).toContain(`'nonce-${nonceA}'`)
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
  })

  it('every kind of site answer carries the full set: pages, a listing, an unknown path, a redirect, JSON and robots.txt', async () => {
    const property = await liveProperty()
    const urls = [
      `${siteUrl}/`,
      `${siteUrl}/buy`,
      `${siteUrl}${property.path}`,
      `${siteUrl}/no-such-page-${Date.now()}`,
      `${siteUrl}/profile`,
      `${siteUrl}/api/admin/users`,
      `${siteUrl}/robots.txt`,
    ]
    for (const url of urls) {
      const res = await fetch(url, { redirect: 'manual' })
      await res.arrayBuffer()
      expectBaseline(res, url)
    }
  })

  it('the console (/admin) sends a CSP and Permissions-Policy', async () => {
    const res = await fetch(`${siteUrl}/admin`)
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
    expect(res.headers.get('permissions-policy')).toBeTruthy()
    expectBaseline(res, `${siteUrl}/admin`)
    // The console is static: its scripts come from this origin only, no nonce, nothing inline.
    expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"])
  })

  it('the CMS sends a CSP and Permissions-Policy', async () => {
    const res = await fetch(`${cmsUrl}/cms/login`)
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
    expectBaseline(res, `${cmsUrl}/cms/login`)
    // Its REST API too.
    const api = await fetch(`${cmsUrl}/cms/api/properties?limit=1`)
    await api.arrayBuffer()
    expectBaseline(api, `${cmsUrl}/cms/api/properties`)
  })

  it('pages still work under the CSP in Chromium: home, a listing with its map, the console and the CMS sign-in', async () => {
    const property = await liveProperty()
    for (const url of [`${siteUrl}/`, `${siteUrl}/buy`, `${siteUrl}${property.path}`, `${siteUrl}/admin`, `${cmsUrl}/cms/login`]) {
      const page = await browser.newPage()
      const violations: string[] = []
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
      })
      const res = await page.goto(url, { waitUntil: 'networkidle' })
      expect(res?.status(), url).toBeLessThan(400)
      await expect.poll(() => page.title(), { message: url }).toBeTruthy()
      // Nothing the page needs was blocked by the policy (a refusal is logged to the console).
      expect(violations, url).toEqual([])
    }
    // A hydrated page: the sign-in dialog opens with JavaScript.
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/login`)
    await page.getByRole('textbox', { name: /email/i }).first().fill('someone@example.test')
    await expect.poll(() => page.getByRole('textbox', { name: /email/i }).first().inputValue()).toBe('someone@example.test')
  })
})

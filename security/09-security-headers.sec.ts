import { describe, expect, it } from 'vitest'
import { useBrowser } from '../e2e/support/browser'
import { cmsUrl, siteUrl } from './support/env'
import { liveProperty } from './support/db'

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null

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
  })

  it('the console (/admin) sends a CSP and Permissions-Policy', async () => {
    const res = await fetch(`${siteUrl}/admin`)
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
    expect(res.headers.get('permissions-policy')).toBeTruthy()
  })

  it('the CMS sends a CSP and Permissions-Policy', async () => {
    const res = await fetch(`${cmsUrl}/cms/login`)
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  })

  it('pages still work under the CSP in Chromium: home, a listing with its map, the console and the CMS sign-in', async () => {
    const property = await liveProperty()
    for (const url of [`${siteUrl}/`, `${siteUrl}/buy`, `${siteUrl}${property.path}`, `${siteUrl}/admin`, `${cmsUrl}/cms/login`]) {
      const page = await browser.newPage()
      await page.goto(url, { waitUntil: 'networkidle' })
      expect(await page.title(), url).toBeTruthy()
    }
    // A hydrated page: the sign-in dialog opens with JavaScript.
    const page = await browser.newPage()
    await page.goto(`${siteUrl}/login`)
    await page.getByRole('textbox', { name: /email/i }).first().fill('someone@example.test')
  })
})

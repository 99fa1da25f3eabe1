import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { cmsUrl, DEMO, siteUrl } from '../e2e/support/env'
import { liveProperty, query } from '../e2e/support/db'
import { postForm, sessionCookie, signInSite, signUpBuyer, STRONG_PASSWORD } from '../e2e/support/site'

const EVIL = 'https://evil.example'

/** The Payload token inside the signed session cookie (a base64 JSON value and its signature). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie)
  return (JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8')) as { token: string }).token
}

describe('11 action-only routes check Origin; sign-out revokes the token', () => {
  it('/logout refuses a cross-origin POST and the session stays', async () => {
    const client = await signInSite(await signUpBuyer(), STRONG_PASSWORD)
    const res = await postForm(client, '/logout', {}, EVIL)
    expect(res.status).toBe(403)
    expect((await client.fetch(`${siteUrl}/saved-properties`)).status).toBe(200)
  })

  it('/resources/saved-properties refuses a cross-origin POST and saves nothing', async () => {
    const email = await signUpBuyer()
    const client = await signInSite(email, STRONG_PASSWORD)
    const property = await liveProperty()
    const res = await postForm(client, '/resources/saved-properties', { intent: 'save', propertyId: String(property.id) }, EVIL)
    expect(res.status).toBe(403)
    const saved = await query('SELECT s.id FROM saved_properties s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [email])
    expect(saved).toHaveLength(0)
  })

  it('/sell/documents refuses a cross-origin POST', async () => {
    const client = await signInSite(DEMO.seller, DEMO.password)
    const res = await postForm(client, '/sell/documents', { category: 'kyc' }, EVIL)
    expect(res.status).toBe(403)
  })

  it('the console API refuses a cross-origin write', async () => {
    const client = await signInSite(DEMO.admin.email, DEMO.admin.password)
    const res = await client.fetch(`${siteUrl}/api/admin/users/1`, {
      method: 'PUT',
      headers: { Origin: EVIL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'X' }),
    })
    expect(res.status).toBe(403)
  })

  it('a form post through a balancer that rewrote the Host is judged by its Origin, never a 500', async () => {
    // Remix checks Origin against Host (or X-Forwarded-Host) itself and threw when they differed.
    const post = (origin: string, forwardedHost?: string) =>
      new Promise<number>((resolve, reject) => {
        const body = new URLSearchParams({ email: `host-${Date.now()}@example.test` }).toString()
        const url = new URL('/forgot-password', siteUrl)
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: {
              Host: 'site-b.internal:3000',
              Origin: origin,
              'Content-Type': 'application/x-www-form-urlencoded',
              'Content-Length': Buffer.byteLength(body),
              ...(forwardedHost ? { 'X-Forwarded-Host': forwardedHost } : {}),
            },
          },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    expect(await post(siteUrl)).toBe(200)
    expect(await post(siteUrl, 'evil.example')).toBe(200)
    expect(await post(EVIL)).toBe(403)
    expect(await post(EVIL, 'evil.example')).toBe(403)
  })

  it('sign-out revokes the token on the server, not only the cookie', async () => {
    const client = await signInSite(await signUpBuyer(), STRONG_PASSWORD)
    const [name, cookie] = sessionCookie(client)!
    const token = tokenOf(cookie)
    const out = await postForm(client, '/logout', {})
    expect(out.status).toBe(302)
    // The old cookie, replayed, is signed out...
    const replay = await fetch(`${siteUrl}/saved-properties`, { redirect: 'manual', headers: { Cookie: `${name}=${cookie}` } })
    expect(replay.status).toBe(302)
    expect(replay.headers.get('location')).toMatch(/^\/login/)
    // ...and so is the Payload token behind it.
    const me = await fetch(`${cmsUrl}/cms/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { rest } from '../e2e/support/rest'
import { cmsUrl, DEMO, siteUrl } from '../e2e/support/env'
import { Client } from '../e2e/support/http'
import { liveProperty, query } from '../e2e/support/db'
import { postForm, signInSite } from '../e2e/support/site'

const NUL = '\u0000'

const expect4xx = (res: Response, what: string) => {
  expect(res.status, what).toBeGreaterThanOrEqual(400)
  expect(res.status, what).toBeLessThan(500)
}

describe('08 bad input gets a 4xx, never a 500', () => {
  it('a NUL byte in the query of /buy, /rent and /agents gives 400', async () => {
    const client = new Client()
    for (const path of ['/buy?city=%00', '/rent?city=%00', '/agents?city=%00', '/buy?q=a%00b', '/blogs?page=%00']) {
      const res = await client.fetch(`${siteUrl}${path}`)
      expect4xx(res, path)
    }
  })

  it('a NUL byte in the enquiry, profile and sign-up forms gives 4xx and writes nothing', async () => {
    const buyer = await signInSite(DEMO.buyer, DEMO.password)
    const before = await query<{ n: string }>('SELECT count(*)::text AS n FROM inquiries')
    const enquiry = await postForm(buyer, (await liveProperty()).path, {
      intent: 'enquiry',
      name: `Ana${NUL}`,
      email: DEMO.buyer,
      message: `Hello${NUL}there`,
    })
    expect4xx(enquiry, 'enquiry')
    expect((await query<{ n: string }>('SELECT count(*)::text AS n FROM inquiries'))[0].n).toBe(before[0].n)
    expect4xx(await postForm(buyer, '/profile', { intent: 'update-profile', first_name: `A${NUL}`, last_name: 'B' }), 'profile')
    expect4xx(
      await postForm(new Client(), '/login', { intent: 'signup', first_name: `A${NUL}`, last_name: 'B', email: 'x@example.test' }),
      'sign-up',
    )
    expect4xx(await postForm(new Client(), '/login', { email: `a${NUL}@example.test`, password: 'x' }), 'sign-in')
  })

  it('a cross-origin POST to a page action answers 403, not an empty 500', async () => {
    const res = await postForm(new Client(), '/login', { email: DEMO.buyer, password: DEMO.password }, 'https://evil.example')
    expect(res.status).toBe(403)
    const profile = await postForm(new Client(), '/profile', { intent: 'update-profile' }, 'https://evil.example')
    expect(profile.status).toBe(403)
  })

  it('Payload REST answers bad query values and ids with 400 or 404', async () => {
    const client = new Client()
    for (const path of [
      '/properties?where[status][equals]=draft',
      '/properties?page=-5',
      '/properties?where[owner][equals]=abc',
      '/properties?where[title][equals]=%00',
      '/properties?where[id][in]=a,b',
      '/properties/abc',
      '/properties/1.5',
      '/properties/99999999999999999999',
      '/pages?where[slug][like]=%00',
      '/users?where[hash][equals]=x',
      '/properties?where[nope][equals]=1',
    ]) {
      const res = await client.fetch(`${cmsUrl}/cms/api${path}`)
      expect4xx(res, path)
    }
    expect4xx(await rest('POST', '/users/login', { client: client, json: { email: `a${NUL}@x.test`, password: 'x' } }), 'login with NUL')
  })
})

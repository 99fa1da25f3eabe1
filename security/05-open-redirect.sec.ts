import { describe, expect, it } from 'vitest'
import { DEMO, siteUrl } from '../e2e/support/env'
import { Client } from '../e2e/support/http'
import { postForm } from '../e2e/support/site'

/** Signs the demo buyer in with this redirectTo (no JavaScript) and returns the answer. */
async function signInWith(redirectTo: string) {
  return postForm(new Client(), '/login', { email: DEMO.buyer, password: DEMO.password, redirectTo })
}

/** A Location a browser would resolve to our own origin, with no characters it would strip or fold. */
function expectSameOrigin(location: string | null) {
  expect(location).toBeTruthy()
  expect(location!).toMatch(/^\/(?![/\\])/)
  // eslint-disable-next-line no-control-regex
  expect(location!).not.toMatch(/[\u0000-\u001f\u007f\\]/)
  expect(new URL(location!, siteUrl).origin).toBe(new URL(siteUrl).origin)
}

describe('05 open redirect after sign-in', () => {
  it('a tab in redirectTo (/\\t/evil.example) does not redirect off-site', async () => {
    const res = await signInWith('/\t/evil.example')
    expect(res.status).toBe(302)
    expectSameOrigin(res.headers.get('location'))
  })

  it('a newline in redirectTo gives a redirect, not a 500', async () => {
    const res = await signInWith('/\n/evil.example')
    expect(res.status).toBe(302)
    expectSameOrigin(res.headers.get('location'))
  })

  it('backslashes, //, schemes and encoded variants are refused', async () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%09/evil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\r/evil.example',
      '/ /evil.example',
    ]) {
      const res = await signInWith(target)
      expect(res.status, target).toBe(302)
      expectSameOrigin(res.headers.get('location'))
      expect(res.headers.get('location'), target).not.toContain('evil.example')
    }
  })

  it('a same-origin path is kept', async () => {
    const res = await signInWith('/saved-properties?tab=1')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/saved-properties?tab=1')
  })
})

/**
 * Finding 1: a deactivated user keeps working. After an admin sets a seller inactive, the old
 * site cookie, any Payload token and every sign-in path must stop at once, and no listing may be
 * written with what the seller held.
 */
import { describe, expect, it } from 'vitest'
import { propertiesTitled, sql } from '../e2e/support/db'
import { siteUrl } from '../e2e/support/env'
import { createUser, listingBody } from '../e2e/support/factory'
import { uniq } from '../e2e/support/ids'
import { rest, restLogin } from '../e2e/support/rest'
import { adminCookie } from '../e2e/support/session'
import { consoleCall, siteSignIn } from '../e2e/support/site'

describe('01 deactivated user', () => {
  it('loses the site cookie, the Payload token and sign-in the moment an admin deactivates them', async () => {
    const seller = await createUser('seller')
    const signedIn = await siteSignIn(seller.email)
    expect(signedIn.cookie, 'an active seller signs in').toBeTruthy()
    const cookie = signedIn.cookie!
    const profile = await fetch(`${siteUrl}/profile`, { headers: { Cookie: cookie }, redirect: 'manual' })
    expect(profile.status).toBe(200)
    // Null once /cms/api is closed to members; then the checks below hold trivially for REST.
    const { token } = await restLogin(seller.email)

    const admin = await adminCookie()
    // The console's Edit User sends the whole record back.
    const record = (await (await consoleCall('GET', `/api/admin/users/${seller.id}`, admin)).json()) as object
    const deactivated = await consoleCall('PUT', `/api/admin/users/${seller.id}`, admin, { ...record, status: 'inactive' })
    expect(deactivated.status).toBe(200)

    const after = await fetch(`${siteUrl}/profile`, { headers: { Cookie: cookie }, redirect: 'manual' })
    expect(after.status).toBe(302)
    expect(after.headers.get('Location')).toMatch(/^\/login/)
    const sessions = await sql<{ n: string }>('select count(*) as n from users_sessions where _parent_id = $1', [seller.id])
    expect(Number(sessions[0].n)).toBe(0)

    if (token) {
      const me = (await (await rest('GET', '/users/me', { token })).json()) as { user?: unknown }
      expect(me.user ?? null).toBeNull()
    }
    const title = `Sec Deactivated ${uniq()}`
    await rest('POST', '/properties', { token, json: listingBody(title) })
    expect(await propertiesTitled(title)).toBe(0)

    expect((await restLogin(seller.email)).token).toBeNull()
    const again = await siteSignIn(seller.email)
    expect(again.cookie).toBeNull()
    expect(again.body).toContain('Your account is not active. Please contact support for assistance.')
  })
})

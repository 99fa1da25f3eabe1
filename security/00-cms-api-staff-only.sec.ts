import { describe, expect, it } from 'vitest'
import { rest, restLogin } from '../e2e/support/rest'
import { cmsUrl, DEMO } from '../e2e/support/env'
import { Client, uniqueEmail } from '../e2e/support/http'
import { liveProperty, query } from '../e2e/support/db'
import { sessionCookie, signInSite, signUpBuyer, STRONG_PASSWORD } from '../e2e/support/site'

/** The Payload token a member holds inside their site cookie (signed, not encrypted). */
function memberToken(client: Client): string {
  const value = decodeURIComponent(sessionCookie(client)![1])
  return (JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8')) as { token: string }).token
}

describe('00 /cms/api serves the CMS admin UI only (editors and admins)', () => {
  it('a member cannot sign in at /cms/api/users/login; staff can', async () => {
    for (const email of [DEMO.buyer, DEMO.seller, DEMO.agent]) {
      const { status, token } = await restLogin(email, DEMO.password, { client: new Client() })
      expect(status, email).toBe(401)
      expect(token).toBeNull()
    }
    expect((await restLogin(DEMO.editor.email, DEMO.editor.password, { client: new Client() })).token).toBeTruthy()
  })

  it('nobody signs up through POST /cms/api/users', async () => {
    const email = uniqueEmail('restsignup')
    const res = await rest('POST', '/users', {
      client: new Client(),
      json: { email, password: STRONG_PASSWORD, first_name: 'A', last_name: 'B', role: 'buyer', terms_accepted: true },
    })
    expect(res.status).toBe(403)
    expect(await query('SELECT id FROM users WHERE email = $1', [email])).toHaveLength(0)
  })

  it("a member's own token cannot write or refresh through /cms/api", async () => {
    const email = await signUpBuyer()
    const client = await signInSite(email, STRONG_PASSWORD)
    const token = memberToken(client)
    const [me] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])
    const property = await liveProperty()
    expect((await rest('PATCH', `/users/${me.id}`, { client: new Client(), token, json: { first_name: 'Changed' } })).status).toBe(403)
    expect(
      (await rest('POST', '/saved-properties', { client: new Client(), token, json: { user: me.id, property: property.id } })).status,
    ).toBe(403)
    expect((await rest('POST', '/users/refresh-token', { client: new Client(), token })).status).toBe(403)
    expect((await query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [me.id]))[0].first_name).toBe('Sec')
  })

  it("a member's token cannot read or write Payload's edit locks and preferences", async () => {
    const email = await signUpBuyer()
    const token = memberToken(await signInSite(email, STRONG_PASSWORD))
    const lock = { document: { relationTo: 'pages', value: 1 }, globalSlug: null }
    const locks = async () => (await query('SELECT id FROM payload_locked_documents')).length
    const before = await locks()
    expect((await rest('GET', '/payload-locked-documents', { client: new Client(), token })).status).toBe(403)
    expect((await rest('POST', '/payload-locked-documents', { client: new Client(), token, json: lock })).status).toBe(403)
    expect((await rest('POST', '/payload-preferences/nav', { client: new Client(), token, json: { value: {} } })).status).toBe(403)
    expect(await locks()).toBe(before)
  })

  it('GraphQL is off', async () => {
    const res = await fetch(`${cmsUrl}/cms/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":"{__typename}"}',
    })
    expect(res.status).toBe(404)
  })
})

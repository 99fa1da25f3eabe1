/**
 * Issue 7 through the site's real routes and the console API (findings 1, 3, 7 and 13): the rules
 * live in the collections, and the site and console honour them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '@gruha/cms/services/auth'
import { setSmsAdapterForTests } from '@gruha/cms/services/sms'
import { getTestPayload } from '../../../cms/test/payload'
import { makeProperty, makeUser } from '../../../cms/test/factories'
import * as itemRoute from '~/routes/api.admin.$resource.$id'
import * as approveRoute from '~/routes/api.admin.users.$id.approve'
import * as profileRoute from '~/routes/profile'
import * as propertyRoute from '~/routes/property.$slug/route'
import { callRoute, jsonRequest, signedInUser, testPassword, testSite } from '../../test/routes'

let admin: SessionUser
let adminCookie = ''
const texts: Array<{ to: string; text: string }> = []

beforeAll(async () => {
  setSmsAdapterForTests({ name: 'test', send: async (m) => void texts.push(m) })
  const signedIn = await signedInUser('admin')
  admin = signedIn.user
  adminCookie = signedIn.cookie
})
afterAll(() => setSmsAdapterForTests(undefined))

/** Status and body of what an action returned: a Response, or Remix's `data()` ({ data, init }). */
async function answer(result: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (result instanceof Response) return { status: result.status, body: (await result.json()) as Record<string, unknown> }
  const { data, init } = result as { data: Record<string, unknown>; init?: { status?: number } | null }
  return { status: init?.status ?? 200, body: data }
}

const get = (path: string, cookie: string) => new Request(`${testSite}${path}`, { headers: { Cookie: cookie } })
const postForm = (path: string, cookie: string, fields: Record<string, string>) => {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  return new Request(`${testSite}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: testSite }, body })
}

describe('a deactivated member', () => {
  it('loses the site at once: the old cookie no longer opens /profile', async () => {
    const { user, cookie } = await signedInUser('seller')
    expect((await callRoute(profileRoute.loader, get('/profile', cookie))).status).not.toBe(302)
    // The console's Edit User sends the whole record back.
    const params = { resource: 'users', id: String(user.id) }
    const record = (await (await callRoute(itemRoute.loader, get(`/api/admin/users/${user.id}`, adminCookie), params)).json()) as object
    const res = await callRoute(
      itemRoute.action,
      jsonRequest('PUT', `/api/admin/users/${user.id}`, { ...record, status: 'inactive' }, adminCookie),
      params,
    )
    expect(res.status).toBe(200)
    const after = await callRoute(profileRoute.loader, get('/profile', cookie))
    expect(after.status).toBe(302)
    expect(after.headers.get('Location')).toMatch(/^\/login/)
  })
})

describe('console: deleting users', () => {
  it('deletes a user an admin approved (was a 500)', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const approved = await callRoute(approveRoute.action, jsonRequest('POST', `/api/admin/users/${agent.id}/approve`, {}, adminCookie), {
      id: String(agent.id),
    })
    expect(approved.status).toBe(200)
    const res = await callRoute(itemRoute.action, jsonRequest('DELETE', `/api/admin/users/${agent.id}`, undefined, adminCookie), {
      resource: 'users',
      id: String(agent.id),
    })
    expect(res.status).toBe(200)
    expect(
      await payload.findByID({ collection: 'users', id: agent.id, overrideAccess: false, user: admin, disableErrors: true }),
    ).toBeNull()
  })

  it("refuses the admin's own account", async () => {
    const res = await callRoute(itemRoute.action, jsonRequest('DELETE', `/api/admin/users/${admin.id}`, undefined, adminCookie), {
      resource: 'users',
      id: String(admin.id),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'You cannot delete your own account.' })
  })
})

describe('/profile: a new phone number is verified by OTP', () => {
  it('refuses the change without the code texted to the new number, then stores it with the code', async () => {
    const { user, cookie } = await signedInUser('buyer', { phone_number: '9700000001' })
    const profile = { intent: 'update-profile', first_name: 'Asha', last_name: 'Rao', phone_number: '9700000002' }
    const bare = await answer(await callRoute(profileRoute.action, postForm('/profile', cookie, profile)))
    expect(bare.status).toBe(400)
    expect(bare.body).toMatchObject({ ok: false, message: 'Please enter the OTP', result: { error: { otp: ['Please enter the OTP'] } } })

    const sent = await answer(
      await callRoute(
        profileRoute.action,
        postForm('/profile', cookie, { intent: 'send-otp', action: 'verification', phone: '9700000002', current_password: testPassword }),
      ),
    )
    expect(sent.body).toMatchObject({ ok: true, message: 'OTP sent to your phone' })
    const sms = [...texts].reverse().find((t) => t.to.replace(/\D/g, '').endsWith('9700000002'))
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)

    const saved = await answer(await callRoute(profileRoute.action, postForm('/profile', cookie, { ...profile, phone_otp: code })))
    expect(saved.body).toMatchObject({ ok: true })
    const payload = await getTestPayload()
    // Read back as the user themself, through the users read rule.
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: false, user })).phone_number).toBe('9700000002')
  })
})

describe('contact caps on the property page', () => {
  it('answers the 11th enquiry in an hour with 429 and the reason', async () => {
    const payload = await getTestPayload()
    const property = await makeProperty(payload)
    const { cookie } = await signedInUser('buyer')
    const enquiry = async () =>
      answer(
        await callRoute(
          propertyRoute.action,
          postForm(`/property/${property.id}`, cookie, {
            intent: 'enquiry',
            name: 'Asha',
            email: 'asha@example.test',
            phone: '9876543210',
            message: 'Is it available?',
          }),
          { slug: String(property.id) },
        ),
      )
    for (let i = 0; i < 10; i++) expect((await enquiry()).status).toBe(200)
    const refused = await enquiry()
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringMatching(/^You have sent too many enquiries/) })
  })
})

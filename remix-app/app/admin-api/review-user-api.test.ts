/**
 * POST /api/admin/users/{id}/approve and /reject, called as Remix calls them: the real actions, a
 * real session cookie, and Payload on the run's throwaway database.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import type { SessionUser } from '@gruha/cms/services/auth'
import { getTestPayload } from '../../../cms/test/payload'
import { makeUser, uniq } from '../../../cms/test/factories'
import * as approveRoute from '~/routes/api.admin.users.$id.approve'
import * as rejectRoute from '~/routes/api.admin.users.$id.reject'
import { callRoute, jsonRequest, signedInUser } from '../../test/routes'

let admin: SessionUser
let adminCookie = ''
let buyerCookie = ''

/** A user waiting for review, as sign-up leaves agents and /sell leaves sellers. */
async function pendingUser(role: 'agent' | 'seller') {
  const payload = await getTestPayload()
  return makeUser(payload, role, { status: 'active', verification_status: 'pending', email_verified: true })
}

const post = (path: string, body: unknown, cookie: string, origin?: string) => jsonRequest('POST', path, body, cookie, origin)
const call = (fn: (args: LoaderFunctionArgs) => unknown, request: Request, id: string) => callRoute(fn, request, { id })

/** The user as stored, read as the admin. */
async function storedUser(id: number) {
  const payload = await getTestPayload()
  return payload.findByID({ collection: 'users', id, overrideAccess: false, user: admin, depth: 0 })
}

beforeAll(async () => {
  const signedInAdmin = await signedInUser('admin')
  admin = signedInAdmin.user
  adminCookie = signedInAdmin.cookie
  buyerCookie = (await signedInUser('buyer')).cookie
})

describe('/api/admin/users/{id}/approve and /reject', () => {
  it('refuses anonymous callers (401), non-admins (403) and other origins (403), and changes nothing', async () => {
    const agent = await pendingUser('agent')
    const path = `/api/admin/users/${agent.id}/approve`
    expect((await call(approveRoute.action, post(path, {}, ''), String(agent.id))).status).toBe(401)
    expect((await call(approveRoute.action, post(path, {}, buyerCookie), String(agent.id))).status).toBe(403)
    const crossSite = await call(approveRoute.action, post(path, {}, adminCookie, 'https://evil.example'), String(agent.id))
    expect(crossSite.status).toBe(403)
    expect((await storedUser(agent.id)).verification_status).toBe('pending')
  })

  it('approves a pending agent with the next licence number, and refuses to approve twice', async () => {
    const agent = await pendingUser('agent')
    const res = await call(approveRoute.action, post(`/api/admin/users/${agent.id}/approve`, {}, adminCookie), String(agent.id))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { license_number: string; message: string; user: { verification_status: string } }
    expect(body.license_number).toMatch(/^H&O\d{3,}$/)
    expect(body.message).toBe(MESSAGES.admin.userApprovals.approved('Agent', body.license_number))
    const stored = await storedUser(agent.id)
    expect(stored.agent_license_number).toBe(body.license_number)
    expect(['verified', 'approved']).toContain(stored.verification_status)

    const again = await call(approveRoute.action, post(`/api/admin/users/${agent.id}/approve`, {}, adminCookie), String(agent.id))
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: MESSAGES.admin.userApprovals.alreadyApproved })
  })

  it('rejects a pending seller only with a reason', async () => {
    const seller = await pendingUser('seller')
    const path = `/api/admin/users/${seller.id}/reject`
    const noReason = await call(rejectRoute.action, post(path, { reason: '  ' }, adminCookie), String(seller.id))
    expect(noReason.status).toBe(400)
    expect(await noReason.json()).toMatchObject({ message: MESSAGES.admin.userApprovals.reasonRequired })
    expect((await storedUser(seller.id)).verification_status).toBe('pending')

    const reason = `Address proof unreadable ${uniq()}`
    const res = await call(rejectRoute.action, post(path, { reason }, adminCookie), String(seller.id))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ message: MESSAGES.admin.userApprovals.rejected })
    expect((await storedUser(seller.id)).verification_status).toBe('rejected')
  })

  it('answers unknown ids with 404 and buyers with 400', async () => {
    expect((await call(approveRoute.action, post('/api/admin/users/abc/approve', {}, adminCookie), 'abc')).status).toBe(404)
    expect((await call(approveRoute.action, post('/api/admin/users/999999999/approve', {}, adminCookie), '999999999')).status).toBe(404)
    const payload = await getTestPayload()
    const buyer = await makeUser(payload, 'buyer', { verification_status: 'pending' })
    const res = await call(approveRoute.action, post(`/api/admin/users/${buyer.id}/approve`, {}, adminCookie), String(buyer.id))
    expect(res.status).toBe(400)
  })
})

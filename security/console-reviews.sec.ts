/**
 * Every console route of approvals, documents and assignments refuses everyone but an admin:
 * anonymous callers get 401, signed-in buyers, sellers, agents and editors 403 (or 401 when the
 * site does not sign them in at all), and nothing changes.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { siteUrl } from '../e2e/support/browser'
import { createUser } from '../e2e/support/factory'
import { siteSessionCookie } from '../e2e/support/session'

const principals = ['buyer', 'seller', 'agent', 'editor'] as const

const reads = [
  '/api/admin/approvals',
  '/api/admin/approvals/1',
  '/api/admin/user-approvals',
  '/api/admin/documents',
  '/api/admin/documents/1',
  '/api/admin/inquiry-assignments',
  '/api/admin/property-assignments',
  '/api/admin/assignable-agents',
  '/api/admin/unassigned-inquiries',
  '/api/admin/unassigned-properties',
  '/api/admin/documents/counts?tabs={"all":{}}',
]
const writes = [
  '/api/admin/approvals/1/approve',
  '/api/admin/approvals/1/reject',
  '/api/admin/documents/1/approve',
  '/api/admin/documents/1/reject',
  '/api/admin/inquiries/1/assign-agent',
  '/api/admin/properties/1/assign-agent',
  '/api/admin/users/1/approve',
  '/api/admin/users/1/reject',
]

const cookies: Record<string, string> = {}

beforeAll(async () => {
  for (const role of principals) {
    const user = await createUser(role)
    cookies[role] = await siteSessionCookie(user.email, user.password)
  }
  expect(cookies.buyer && cookies.seller && cookies.agent).toBeTruthy()
})

const call = (path: string, method: string, cookie: string) =>
  fetch(`${siteUrl}${path}`, {
    method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: siteUrl, 'Content-Type': 'application/json' },
    body: method === 'POST' ? JSON.stringify({ agent: 1, reason: 'x', admin_notes: 'x' }) : undefined,
    redirect: 'manual',
  })

describe('console approvals, documents and assignments API', () => {
  it('answers anonymous callers 401', async () => {
    for (const path of reads) expect((await call(path, 'GET', '')).status, path).toBe(401)
    for (const path of writes) expect((await call(path, 'POST', '')).status, path).toBe(401)
  })

  for (const name of principals) {
    it(`refuses a signed-in ${name}`, async () => {
      const cookie = cookies[name]
      const expected = cookie ? 403 : 401
      for (const path of reads) expect((await call(path, 'GET', cookie)).status, path).toBe(expected)
      for (const path of writes) expect((await call(path, 'POST', cookie)).status, path).toBe(expected)
    })
  }

  it('serves private files only to their uploader or an admin', async () => {
    expect((await call('/api/files/1', 'GET', '')).status).toBe(401)
    for (const name of ['buyer', 'seller', 'agent']) {
      const res = await call('/api/files/999999', 'GET', cookies[name])
      expect(res.status, name).toBe(404)
    }
  })
})

/**
 * The console's approvals, documents and file routes, called as Remix calls them, with real session
 * cookies and Payload on the run's throwaway database.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import type { SessionUser } from '@gruha/cms/services/auth'
import { uploadDocument } from '@gruha/cms/services/uploads'
import { getTestPayload } from '../../../cms/test/payload'
import { makeProperty, makeUser } from '../../../cms/test/factories'
import * as approveApproval from '~/routes/api.admin.approvals.$id.approve'
import * as rejectApproval from '~/routes/api.admin.approvals.$id.reject'
import * as approveDocument from '~/routes/api.admin.documents.$id.approve'
import * as rejectDocument from '~/routes/api.admin.documents.$id.reject'
import * as approveUser from '~/routes/api.admin.users.$id.approve'
import * as listRoute from '~/routes/api.admin.$resource'
import * as fileRoute from '~/routes/api.files.$id'
import { callRoute, jsonRequest, signedInUser, testSite } from '../../test/routes'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

let admin: SessionUser
let adminCookie = ''
let seller: SessionUser
let sellerCookie = ''
let buyerCookie = ''

const post = (path: string, body: unknown, cookie: string) => jsonRequest('POST', path, body, cookie)
const get = (path: string, cookie: string) => new Request(`${testSite}${path}`, { headers: cookie ? { Cookie: cookie } : {} })

beforeAll(async () => {
  ;({ user: admin, cookie: adminCookie } = await signedInUser('admin'))
  ;({ user: seller, cookie: sellerCookie } = await signedInUser('seller'))
  buyerCookie = (await signedInUser('buyer')).cookie
})

async function listingApproval() {
  const payload = await getTestPayload()
  const property = await makeProperty(payload, { status: 'inactive', owner: seller.id })
  const approval = await payload.create({
    collection: 'approvals',
    overrideAccess: false,
    user: admin,
    data: { approval_type: 'property_listing', user: seller.id, property: property.id, origin: 'user', status: 'pending' },
  })
  return { property, approval }
}

describe('/api/admin/approvals/{id}/approve and /reject', () => {
  it('approving a property_listing publishes the listing and tells the owner', async () => {
    const payload = await getTestPayload()
    const { property, approval } = await listingApproval()
    const res = await callRoute(approveApproval.action, post(`/api/admin/approvals/${approval.id}/approve`, {}, adminCookie), {
      id: String(approval.id),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ message: MESSAGES.admin.approvals.granted, approval: { status: 'approved' } })
    expect((await payload.findByID({ collection: 'properties', id: property.id, overrideAccess: false, user: admin })).status).toBe(
      'active',
    )
    const stored = await payload.findByID({ collection: 'approvals', id: approval.id, overrideAccess: false, user: admin, depth: 0 })
    expect(stored.reviewed_by).toBe(admin.id)
    const notices = await payload.find({
      collection: 'notifications',
      where: { user: { equals: seller.id } },
      overrideAccess: false,
      user: admin,
    })
    expect(notices.docs.some((n) => n.title === 'Your listing is live')).toBe(true)

    const again = await callRoute(
      rejectApproval.action,
      post(`/api/admin/approvals/${approval.id}/reject`, { admin_notes: 'No' }, adminCookie),
      {
        id: String(approval.id),
      },
    )
    expect(again.status).toBe(409)
  })

  it('rejecting needs a reason and keeps the listing hidden', async () => {
    const payload = await getTestPayload()
    const { property, approval } = await listingApproval()
    const path = `/api/admin/approvals/${approval.id}/reject`
    const blank = await callRoute(rejectApproval.action, post(path, { admin_notes: '  ' }, adminCookie), { id: String(approval.id) })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ message: MESSAGES.admin.userApprovals.reasonRequired })
    const res = await callRoute(rejectApproval.action, post(path, { admin_notes: 'Photos missing' }, adminCookie), {
      id: String(approval.id),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      message: MESSAGES.admin.approvals.rejected,
      approval: { status: 'rejected', admin_notes: 'Photos missing' },
    })
    expect((await payload.findByID({ collection: 'properties', id: property.id, overrideAccess: false, user: admin })).status).toBe(
      'inactive',
    )
  })

  it('the hooks hold every path: a rejection without a reason is refused even through the Local API as an admin', async () => {
    const payload = await getTestPayload()
    const { approval } = await listingApproval()
    await expect(
      payload.update({ collection: 'approvals', id: approval.id, data: { status: 'rejected' }, overrideAccess: false, user: admin }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'admin_notes', message: MESSAGES.admin.userApprovals.reasonRequired }] } })
  })

  it('refuses non-admins', async () => {
    const { approval } = await listingApproval()
    const res = await callRoute(approveApproval.action, post(`/api/admin/approvals/${approval.id}/approve`, {}, sellerCookie), {
      id: String(approval.id),
    })
    expect(res.status).toBe(403)
  })
})

describe('user approval with a typed licence number', () => {
  it('keeps a typed licence number, and refuses one already in use', async () => {
    const payload = await getTestPayload()
    const typed = `KA${Date.now()}`
    const first = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const res = await callRoute(approveUser.action, post(`/api/admin/users/${first.id}/approve`, { license_number: typed }, adminCookie), {
      id: String(first.id),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ license_number: typed })
    const second = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const taken = await callRoute(
      approveUser.action,
      post(`/api/admin/users/${second.id}/approve`, { license_number: typed }, adminCookie),
      {
        id: String(second.id),
      },
    )
    expect(taken.status).toBe(409)
    expect((await payload.findByID({ collection: 'users', id: second.id, overrideAccess: false, user: admin })).verification_status).toBe(
      'pending',
    )
  })
})

describe('documents: review and files', () => {
  async function sellerDocument() {
    const payload = await getTestPayload()
    const result = await uploadDocument({
      payload,
      user: seller,
      input: {
        file: {
          name: 'pan.png',
          size: PNG.length,
          type: 'image/png',
          arrayBuffer: async () => PNG.buffer.slice(PNG.byteOffset, PNG.byteOffset + PNG.length),
        },
        category: 'pan_card',
        entityType: 'user',
        entityId: seller.id,
      },
    })
    return result.id
  }

  it('approves, and rejects with the default reason', async () => {
    const id = await sellerDocument()
    const ok = await callRoute(approveDocument.action, post(`/api/admin/documents/${id}/approve`, {}, adminCookie), { id: String(id) })
    expect(await ok.json()).toMatchObject({ message: 'Document approved', document: { review_status: 'approved' } })
    const no = await callRoute(rejectDocument.action, post(`/api/admin/documents/${id}/reject`, {}, adminCookie), { id: String(id) })
    expect(await no.json()).toMatchObject({
      message: 'Document rejected',
      document: { review_status: 'rejected', review_reason: 'Document does not meet requirements' },
    })
  })

  it('lists documents by entity in SQL, with sizes and the file link', async () => {
    const id = await sellerDocument()
    const url = `/api/admin/documents?filter=${encodeURIComponent(JSON.stringify({ entity_type: 'user', uploaded_by: seller.id }))}&range=[0,99]`
    const res = await callRoute(listRoute.loader, get(url, adminCookie), { resource: 'documents' })
    const rows = (await res.json()) as { id: number; file_size: number; url: string; uploader: { email: string } }[]
    const row = rows.find((r) => r.id === id)
    expect(row).toMatchObject({ file_size: PNG.length, url: `/api/files/${id}`, uploader: { email: seller.email } })
    const other = `/api/admin/documents?filter=${encodeURIComponent(JSON.stringify({ entity_type: 'property', uploaded_by: seller.id }))}`
    expect(
      ((await (await callRoute(listRoute.loader, get(other, adminCookie), { resource: 'documents' })).json()) as unknown[]).length,
    ).toBe(0)
  })

  it('serves the file as an attachment with nosniff to the uploader and admins, and to no one else', async () => {
    const id = await sellerDocument()
    for (const cookie of [adminCookie, sellerCookie]) {
      const res = await callRoute(fileRoute.loader, get(`/api/files/${id}`, cookie), { id: String(id) })
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="pan\.png"/)
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('Cache-Control')).toContain('no-store')
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
    }
    expect((await callRoute(fileRoute.loader, get(`/api/files/${id}`, buyerCookie), { id: String(id) })).status).toBe(404)
    expect((await callRoute(fileRoute.loader, get(`/api/files/${id}`, ''), { id: String(id) })).status).toBe(401)
  })
})

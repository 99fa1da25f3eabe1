import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../../test/payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { formatLicenseNumber, reviewUser } from './index'

const tag = () => crypto.randomBytes(5).toString('hex')

async function makeUser(data: Record<string, unknown>): Promise<SessionUser> {
  const payload = await getTestPayload()
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `rv-${tag()}@example.test`,
      password: 'Strong@123',
      first_name: 'R',
      last_name: 'V',
      ...data,
    } as RequiredDataFromCollectionSlug<'users'>,
  })
  return { ...doc, collection: 'users' }
}

describe('licence numbers', () => {
  it('are the prefix and at least 3 digits', () => {
    expect(formatLicenseNumber('H&O', 1)).toBe('H&O001')
    expect(formatLicenseNumber('H&O', 42)).toBe('H&O042')
    expect(formatLicenseNumber('H&O', 1000)).toBe('H&O1000')
  })
})

describe('reviewUser', () => {
  it('issues unique consecutive licence numbers to 10 agents approved at once', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser({ role: 'admin' })
    // A private prefix for this test, so other tests' licences do not interleave.
    const prefix = `T${tag().slice(0, 4).toUpperCase()}-`
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { license_prefix: prefix } })
    const agents = await Promise.all(Array.from({ length: 10 }, () => makeUser({ role: 'agent', verification_status: 'pending' })))

    const results = await Promise.all(agents.map((a) => reviewUser({ payload, user: admin, input: { userId: a.id, decision: 'approve' } })))
    const numbers = results.map((r) => r.licenseNumber)
    expect(numbers.every((n) => typeof n === 'string' && n.startsWith(prefix))).toBe(true)
    expect(new Set(numbers).size).toBe(10)
    expect([...numbers].sort()).toEqual(Array.from({ length: 10 }, (_, i) => formatLicenseNumber(prefix, i + 1)))

    const stored = await payload.find({
      collection: 'users',
      overrideAccess: true,
      where: { id: { in: agents.map((a) => a.id) } },
      limit: 10,
    })
    for (const u of stored.docs) expect(u.verification_status).toBe('verified')
    const approvals = await payload.find({
      collection: 'approvals',
      overrideAccess: true,
      where: { user: { in: agents.map((a) => a.id) } },
      limit: 20,
    })
    expect(approvals.docs).toHaveLength(10)
    expect(approvals.docs.every((d) => d.status === 'approved' && d.license_number?.startsWith(prefix))).toBe(true)
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { license_prefix: 'H&O' } })
  })

  it('rejects with a reason, closes the open request, and reviews only pending users', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser({ role: 'admin' })
    const agent = await makeUser({ role: 'agent', verification_status: 'pending' })
    await payload.create({
      collection: 'approvals',
      overrideAccess: true,
      data: { approval_type: 'agent_license', user: agent.id, status: 'pending' } as RequiredDataFromCollectionSlug<'approvals'>,
    })

    const rejected = await reviewUser({ payload, user: admin, input: { userId: agent.id, decision: 'reject', reason: 'Blurry ID' } })
    expect(rejected).toMatchObject({ licenseNumber: null, user: { verification_status: 'rejected' } })
    const stored = await payload.findByID({ collection: 'users', id: agent.id, overrideAccess: true })
    expect(stored.rejection_reason).toBe('Blurry ID')
    const approvals = await payload.find({ collection: 'approvals', overrideAccess: true, where: { user: { equals: agent.id } } })
    expect(approvals.docs.map((d) => [d.status, d.admin_notes])).toEqual([['rejected', 'Blurry ID']])

    await expect(reviewUser({ payload, user: admin, input: { userId: agent.id, decision: 'approve' } })).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: 'This application has been rejected',
      fieldErrors: undefined,
    })
  })

  it('is refused to non-admins', async () => {
    const payload = await getTestPayload()
    const buyer = await makeUser({ role: 'buyer' })
    const agent = await makeUser({ role: 'agent', verification_status: 'pending' })
    await expect(reviewUser({ payload, user: buyer, input: { userId: agent.id, decision: 'approve' } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    })
    const stored = await payload.findByID({ collection: 'users', id: agent.id, overrideAccess: true })
    expect(stored.verification_status).toBe('pending')
  })
})

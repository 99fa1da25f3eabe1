import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import { assignAgent } from './assign-agent'
import { assignmentLinks } from './assignment-links'
import { expireAssignments } from './expire-assignments'

const HOUR = 3_600_000

async function makeInquiry() {
  const payload = await getTestPayload()
  const buyer = await makeUser(payload, 'buyer')
  const property = await makeProperty(payload)
  return payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      user: buyer.id,
      property: property.id,
      name: `Asha ${uniq()}`,
      email: buyer.email,
      message: 'Is it still available?',
      inquiry_type: 'general',
      status: 'new',
    },
  })
}

async function inquiry(id: number) {
  const payload = await getTestPayload()
  return payload.findByID({ collection: 'inquiries', id, overrideAccess: true, depth: 0 })
}

describe('assignAgent', () => {
  it('creates a pending offer as the admin with the chosen expiry, mirrored onto the enquiry', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const agent = await makeUser(payload, 'agent')
    const enquiry = await makeInquiry()
    const now = new Date('2030-01-01T10:00:00Z')
    const result = await assignAgent(payload, {
      admin,
      kind: 'inquiry',
      targetId: enquiry.id,
      agentId: agent.id,
      notes: 'Call before noon',
      expiresInHours: 8,
      now,
    })
    expect(result.assignment).toMatchObject({ kind: 'inquiry', agent: agent.id, status: 'pending' })
    expect(new Date(result.assignment.expires_at).getTime()).toBe(now.getTime() + 8 * HOUR)
    const stored = await payload.findByID({ collection: 'inquiry-assignments', id: result.assignment.id, overrideAccess: true, depth: 0 })
    expect(stored.assigned_by).toBe(admin.id)
    expect(stored.notes).toBe('Call before noon')
    expect((await inquiry(enquiry.id)).assigned_agent).toBe(agent.id)
  })

  it('refuses agents who are not active and verified, and non-admins', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const pending = await makeUser(payload, 'agent', { verification_status: 'pending' })
    const inactive = await makeUser(payload, 'agent', { status: 'inactive' })
    const buyer = await makeUser(payload, 'buyer')
    const enquiry = await makeInquiry()
    const base = { kind: 'inquiry' as const, targetId: enquiry.id, notes: null, expiresInHours: 24 }
    const notAssignable = {
      code: 'INVALID_INPUT',
      status: 400,
      message: MESSAGES.admin.assignments.agentRequired,
      fieldErrors: { agent: MESSAGES.admin.assignments.agentRequired },
    }
    await expect(assignAgent(payload, { ...base, admin, agentId: pending.id })).rejects.toMatchObject(notAssignable)
    await expect(assignAgent(payload, { ...base, admin, agentId: inactive.id })).rejects.toMatchObject(notAssignable)
    await expect(assignAgent(payload, { ...base, admin, agentId: buyer.id })).rejects.toMatchObject(notAssignable)
    const agent = await makeUser(payload, 'agent')
    await expect(assignAgent(payload, { ...base, admin: buyer, agentId: agent.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    })
    expect((await inquiry(enquiry.id)).assigned_agent ?? null).toBeNull()
  })

  it('withdraws an older pending offer when the enquiry is offered to another agent', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const [first, second] = [await makeUser(payload, 'agent'), await makeUser(payload, 'agent')]
    const enquiry = await makeInquiry()
    const base = { admin, kind: 'inquiry' as const, targetId: enquiry.id, notes: null, expiresInHours: 24 }
    const a = await assignAgent(payload, { ...base, agentId: first.id })
    await assignAgent(payload, { ...base, agentId: second.id })
    const older = await payload.findByID({ collection: 'inquiry-assignments', id: a.assignment.id, overrideAccess: true })
    expect(older.status).toBe('expired')
    expect((await inquiry(enquiry.id)).assigned_agent).toBe(second.id)
  })

  it('links the answer page with the assignment and the action', () => {
    const links = assignmentLinks('inquiry', 42)
    expect(new URL(links.accept).pathname).toBe('/agent/assignments')
    expect(new URL(links.accept).search).toBe('?assignment=42&action=accept')
    expect(new URL(links.decline).search).toBe('?assignment=42&action=decline')
    expect(new URL(assignmentLinks('property', 7).accept).search).toBe('?assignment=7&action=accept&kind=property')
  })
})

describe('expireAssignments (controlled clock)', () => {
  it('expires pending offers past expiry, unassigns the record and notifies the admin; leaves the rest alone', async () => {
    const payload = await getTestPayload()
    const admin = await makeUser(payload, 'admin')
    const agent = await makeUser(payload, 'agent')
    // A far-future clock keeps other tests' offers out of this one's way.
    const t0 = new Date(Date.UTC(2100 + Number.parseInt(uniq().slice(0, 3), 16), 0, 1))
    const base = { admin, agentId: agent.id, notes: null, now: t0 }

    const [late, fresh, answered] = [await makeInquiry(), await makeInquiry(), await makeInquiry()]
    const lateOffer = await assignAgent(payload, { ...base, kind: 'inquiry', targetId: late.id, expiresInHours: 4 })
    const freshOffer = await assignAgent(payload, { ...base, kind: 'inquiry', targetId: fresh.id, expiresInHours: 48 })
    const answeredOffer = await assignAgent(payload, { ...base, kind: 'inquiry', targetId: answered.id, expiresInHours: 4 })
    const property = await makeProperty(payload)
    const propertyOffer = await assignAgent(payload, { ...base, kind: 'property', targetId: property.id, expiresInHours: 4 })
    await payload.update({
      collection: 'inquiry-assignments',
      id: answeredOffer.assignment.id,
      data: { status: 'accepted' },
      overrideAccess: true,
    })

    // Before the deadline nothing changes.
    const early = await expireAssignments(payload, { now: new Date(t0.getTime() + 3 * HOUR) })
    expect(early.inquiryAssignments).not.toContain(lateOffer.assignment.id)

    const result = await expireAssignments(payload, { now: new Date(t0.getTime() + 5 * HOUR) })
    expect(result.inquiryAssignments).toContain(lateOffer.assignment.id)
    expect(result.inquiryAssignments).not.toContain(freshOffer.assignment.id)
    expect(result.inquiryAssignments).not.toContain(answeredOffer.assignment.id)
    expect(result.propertyAssignments).toContain(propertyOffer.assignment.id)

    const status = async (collection: 'inquiry-assignments' | 'property-assignments', id: number) =>
      (await payload.findByID({ collection, id, overrideAccess: true, depth: 0 })).status
    expect(await status('inquiry-assignments', lateOffer.assignment.id)).toBe('expired')
    expect(await status('inquiry-assignments', freshOffer.assignment.id)).toBe('pending')
    expect(await status('inquiry-assignments', answeredOffer.assignment.id)).toBe('accepted')
    expect(await status('property-assignments', propertyOffer.assignment.id)).toBe('expired')

    expect(await inquiry(late.id)).toMatchObject({ assigned_agent: null, assignment_status: 'expired' })
    expect((await inquiry(fresh.id)).assigned_agent).toBe(agent.id)
    expect((await inquiry(answered.id)).assigned_agent).toBe(agent.id)
    const storedProperty = await payload.findByID({ collection: 'properties', id: property.id, overrideAccess: true, depth: 0 })
    expect(storedProperty).toMatchObject({ assigned_agent: null, assignment_status: 'expired' })

    const notices = await payload.find({
      collection: 'notifications',
      where: { user: { equals: admin.id } },
      overrideAccess: true,
      limit: 100,
    })
    // Offers other tests left without an assigning admin go to every admin; keep this test's own.
    const mentions = (text: string | null | undefined) => notices.docs.filter((n) => Boolean(text) && n.message?.includes(String(text)))
    const mine = [...mentions(late.name), ...mentions(property.title)]
    expect(mine.map((n) => n.title).sort()).toEqual(['Inquiry assignment expired', 'Property assignment expired'])
    expect([...mentions(fresh.name), ...mentions(answered.name)]).toEqual([])

    // Running again finds nothing new for these.
    const again = await expireAssignments(payload, { now: new Date(t0.getTime() + 5 * HOUR) })
    expect(again.inquiryAssignments).not.toContain(lateOffer.assignment.id)
  })
})

import { describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { listAgentAssignments } from './list-agent-assignments'
import { respondToAssignment } from './respond-to-assignment'

async function offer(payload: Payload, agent: SessionUser, expiresInMs: number) {
  const property = await makeProperty(payload)
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: { property: property.id, message: 'Call me', status: 'new' },
    overrideAccess: true,
  })
  return payload.create({
    collection: 'inquiry-assignments',
    data: {
      inquiry: inquiry.id,
      agent: agent.id,
      status: 'pending',
      assigned_at: new Date(Date.now() - 3_600_000).toISOString(),
      expires_at: new Date(Date.now() + expiresInMs).toISOString(),
    },
    overrideAccess: true,
  })
}

describe('agent assignments', () => {
  it('shows time left, treats an unswept expired offer as expired and refuses answering it', async () => {
    const payload = await getTestPayload()
    const agent = await makeUser(payload, 'agent')
    const live = await offer(payload, agent, 2 * 3_600_000 + 5 * 60_000)
    const stale = await offer(payload, agent, -60_000)
    const list = await listAgentAssignments({ payload, user: agent })
    const byId = new Map(list.map((a) => [a.id, a]))
    expect(byId.get(live.id)).toMatchObject({ status: 'pending', canRespond: true })
    expect(byId.get(live.id)!.msLeft).toBeGreaterThan(2 * 3_600_000)
    expect(byId.get(stale.id)).toMatchObject({ status: 'expired', canRespond: false, msLeft: 0 })
    expect(byId.get(live.id)!.inquiry?.message).toBe('Call me')

    await expect(respondToAssignment({ payload, user: agent, input: { id: stale.id, response: 'accepted' } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Failed to respond to assignment. Please try again.',
      fieldErrors: { response: 'This assignment has expired.' },
    })
    expect(await respondToAssignment({ payload, user: agent, input: { id: live.id, response: 'accepted' } })).toMatchObject({
      assignment: { id: live.id, status: 'accepted' },
      message: 'Assignment accepted successfully!',
    })
    await expect(respondToAssignment({ payload, user: agent, input: { id: live.id, response: 'declined' } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Failed to respond to assignment. Please try again.',
      fieldErrors: { response: 'This assignment has already been answered.' },
    })
  })

  it('a decline notifies every admin so the enquiry can be reassigned; other agents cannot answer', async () => {
    const payload = await getTestPayload()
    const [agent, other, admin] = [
      await makeUser(payload, 'agent'),
      await makeUser(payload, 'agent'),
      await makeUser(payload, 'admin', { status: 'active' }),
    ]
    const assignment = await offer(payload, agent, 3_600_000)
    await expect(respondToAssignment({ payload, user: other, input: { id: assignment.id, response: 'accepted' } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Failed to respond to assignment. Please try again.',
    })
    expect(await respondToAssignment({ payload, user: agent, input: { id: assignment.id, response: 'declined' } })).toMatchObject({
      assignment: { id: assignment.id, status: 'declined' },
      message: 'Assignment declined',
    })
    const notices = await payload.find({ collection: 'notifications', where: { user: { equals: admin.id } }, overrideAccess: true })
    expect(notices.docs[0]?.title).toMatch(/^Assignment declined: enquiry #\d+$/)
    const inquiryId = typeof assignment.inquiry === 'object' ? assignment.inquiry.id : assignment.inquiry
    const inquiry = await payload.findByID({ collection: 'inquiries', id: inquiryId, overrideAccess: true, depth: 0 })
    expect(inquiry.assignment_status).toBe('declined')
  })
})

import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import { sendFollowUp } from '../enquiries/send-follow-up'
import { getAgentDashboard } from '../agent-dashboard/get-agent-dashboard'
import { assignAgent } from './assign-agent'
import { listAgentAssignments } from './list-agent-assignments'
import { respondToAssignment } from './respond-to-assignment'

describe('the agent handling an enquiry and its follow-ups', () => {
  it('reads the follow-ups once they accept, whether sent before or after, and counts the thread once', async () => {
    const payload = await getTestPayload()
    const [admin, agent, buyer, seller] = await Promise.all([
      makeUser(payload, 'admin'),
      makeUser(payload, 'agent'),
      makeUser(payload, 'buyer'),
      makeUser(payload, 'seller'),
    ])
    const property = await makeProperty(payload, { owner: seller.id })
    const enquiry = await payload.create({
      collection: 'inquiries',
      data: { property: property.id, message: 'Is it available?', email: buyer.email, name: 'Asha', status: 'new' },
      overrideAccess: false,
      user: buyer,
    })
    // Sent before any agent: the agent cannot read it yet.
    const early = await sendFollowUp({ payload, user: buyer, inquiryId: enquiry.id, message: 'Any news?' })
    const offer = await assignAgent(payload, {
      admin,
      kind: 'inquiry',
      targetId: enquiry.id,
      agentId: agent.id,
      notes: null,
      expiresInHours: 8,
    })
    expect(offer.assignment.status).toBe('pending')
    // Offered, not accepted: the offer shows, the conversation does not.
    expect((await listAgentAssignments({ payload, user: agent }))[0]?.inquiry?.followUps).toEqual([])
    expect(await respondToAssignment({ payload, user: agent, input: { id: offer.assignment.id, response: 'accepted' } })).toMatchObject({
      assignment: { status: 'accepted' },
    })
    const late = await sendFollowUp({ payload, user: buyer, inquiryId: enquiry.id, message: 'Can we visit on Sunday?' })

    const [assignment] = await listAgentAssignments({ payload, user: agent })
    expect(assignment?.inquiry?.followUps.map((f) => [f.id, f.message])).toEqual([
      [early.id, 'Any news?'],
      [late.id, 'Can we visit on Sunday?'],
    ])
    // The follow-ups carry the thread's agent, so the agent reads them through the collection's own rule.
    const readable = await payload.find({
      collection: 'inquiries',
      where: { follow_up_of: { equals: enquiry.id } },
      overrideAccess: false,
      user: agent,
    })
    expect(readable.totalDocs).toBe(2)
    const other = await makeUser(payload, 'agent')
    const hidden = await payload.find({
      collection: 'inquiries',
      where: { follow_up_of: { equals: enquiry.id } },
      overrideAccess: false,
      user: other,
    })
    expect(hidden.totalDocs).toBe(0)
    // One conversation handled, not three.
    expect((await getAgentDashboard({ payload, user: agent })).stats.totalInquiries).toBe(1)

    // A follow-up is never offered on its own: it goes with its enquiry (the collection refuses it).
    const alone = assignAgent(payload, {
      admin,
      kind: 'inquiry',
      targetId: late.id,
      agentId: other.id,
      notes: null,
      expiresInHours: 8,
    })
    await expect(alone).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: MESSAGES.admin.assignments.followUpNotAssignable,
      fieldErrors: undefined,
    })
    expect((await payload.findByID({ collection: 'inquiries', id: late.id, depth: 0, overrideAccess: true })).assigned_agent).toBe(agent.id)
  })
})

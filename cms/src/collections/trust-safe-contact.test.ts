/** Issue 23 (safe contact): buyers' contact details reach an agent only after acceptance; "mark as spam" blocks an enquirer. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { TRUST_MESSAGES, addDaysISO, inquirySchema } from '@gruha/shared'
import { getTestPayload } from '../../test/payload'
import { makeProperty, makeUser } from '../../test/factories'
import type { SessionUser } from '../domain/auth/session-user'
import { assignAgent } from '../services/assignments/assign-agent'
import { respondToAssignment } from '../services/assignments/respond-to-assignment'
import { listAgentAssignments } from '../services/assignments/list-agent-assignments'
import { getAgentDashboard } from '../services/agent-dashboard/get-agent-dashboard'
import { markAsSpam } from '../services/contact-blocks/mark-as-spam'
import { unmarkSpam } from '../services/contact-blocks/unmark-spam'
import { listBlockedMembers } from '../services/contact-blocks/list-blocked-members'
import { AppError } from '../errors/app-error'
import { sendEnquiry } from '../services/enquiries/send-enquiry'

let payload: Payload
let admin: SessionUser
beforeAll(async () => {
  payload = await getTestPayload()
  admin = await makeUser(payload, 'admin')
})

const BUYER_EMAIL = 'buyer-contact@example.test'
const BUYER_PHONE = '9123456780'

async function enquiryAssignedTo(agent: SessionUser) {
  const owner = await makeUser(payload, 'seller')
  const property = await makeProperty(payload, { owner: owner.id })
  const buyer = await makeUser(payload, 'buyer')
  const inquiry = await payload.create({
    collection: 'inquiries',
    data: { property: property.id, name: 'Asha', email: BUYER_EMAIL, phone: BUYER_PHONE, message: 'Is it available?', status: 'new' },
    overrideAccess: false,
    user: buyer,
  })
  const assigned = await assignAgent(payload, {
    admin,
    kind: 'inquiry',
    targetId: inquiry.id,
    agentId: agent.id,
    notes: null,
    expiresInHours: 24,
  })
  return { owner, property, buyer, inquiry, assignment: assigned.assignment }
}

describe("buyers' contact details and the agent", () => {
  it('stay hidden from the agent on every read until they accept, then show', async () => {
    const agent = await makeUser(payload, 'agent')
    const { owner, inquiry, assignment } = await enquiryAssignedTo(agent)

    const asAgent = await payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: agent })
    expect(asAgent.email).toBeUndefined()
    expect(asAgent.phone).toBeUndefined()
    const dashboard = await getAgentDashboard({ payload, user: agent })
    expect(dashboard.recentContacts.find((c) => c.id === inquiry.id)).toMatchObject({ email: null, phone: null })
    expect(JSON.stringify(dashboard)).not.toContain(BUYER_EMAIL)
    expect(JSON.stringify(await listAgentAssignments({ payload, user: agent }))).not.toContain(BUYER_PHONE)
    // The owner and the sender read them all along.
    expect((await payload.findByID({ collection: 'inquiries', id: inquiry.id, overrideAccess: false, user: owner })).email).toBe(
      BUYER_EMAIL,
    )

    expect(
      (await respondToAssignment({ payload, user: agent, input: { id: assignment.id, response: 'accepted' } })).assignment.status,
    ).toBe('accepted')
    const after = await getAgentDashboard({ payload, user: agent })
    expect(after.recentContacts.find((c) => c.id === inquiry.id)).toMatchObject({ email: BUYER_EMAIL, phone: BUYER_PHONE })
    expect((await listAgentAssignments({ payload, user: agent }))[0]?.inquiry).toMatchObject({ email: BUYER_EMAIL })
  })

  it("hide a tour request's e-mail and phone from its agent until the agent has taken the listing on", async () => {
    const agent = await makeUser(payload, 'agent')
    const property = await makeProperty(payload, { assigned_agent: agent.id, assignment_status: 'pending' })
    const buyer = await makeUser(payload, 'buyer')
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        property: property.id,
        email: BUYER_EMAIL,
        phone: BUYER_PHONE,
        booking_date: addDaysISO(new Date(), 3),
        booking_time: '11:00',
        status: 'pending',
      },
      overrideAccess: false,
      user: buyer,
    })
    await payload.update({ collection: 'bookings', id: booking.id, data: { agent: agent.id }, overrideAccess: true })
    const before = await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: false, user: agent })
    expect([before.email, before.phone]).toEqual([undefined, undefined])
    await payload.update({ collection: 'properties', id: property.id, data: { assignment_status: 'active' }, overrideAccess: true })
    const after = await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: false, user: agent })
    expect([after.email, after.phone]).toEqual([BUYER_EMAIL, BUYER_PHONE])
    // The customer still reads their own.
    expect((await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: false, user: buyer })).phone).toBe(BUYER_PHONE)
  })
})

describe('mark as spam', () => {
  it("blocks the enquirer's further enquiries, tour requests and messages to the owner, until undone", async () => {
    const owner = await makeUser(payload, 'seller')
    const property = await makeProperty(payload, { owner: owner.id })
    const other = await makeProperty(payload, { owner: owner.id })
    const spammer = await makeUser(payload, 'buyer')
    const bystander = await makeUser(payload, 'buyer')
    const enquire = (user: SessionUser, on = property.id) =>
      payload.create({ collection: 'inquiries', data: { property: on, message: 'Hello', status: 'new' }, overrideAccess: false, user })
    const first = await enquire(spammer)

    await markAsSpam({ payload, user: owner, input: { inquiryId: first.id } })
    await markAsSpam({ payload, user: owner, input: { inquiryId: first.id } })
    expect(await listBlockedMembers({ payload, user: owner })).toEqual(new Set([spammer.id]))

    const refused = await enquire(spammer, other.id).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).status).toBe(403)
    expect((refused as AppError).message).toBe(TRUST_MESSAGES.blockedByRecipient)
    const tour = await payload
      .create({
        collection: 'bookings',
        data: { property: property.id, booking_date: addDaysISO(new Date(), 2), booking_time: '10:00', status: 'pending' },
        overrideAccess: false,
        user: spammer,
      })
      .catch((e: unknown) => e)
    expect((tour as AppError).status).toBe(403)
    // The site's enquiry service answers with the block's message, not a 500.
    const input = inquirySchema.parse({ property: String(property.id), name: 'S', email: 'spam@example.test', message: 'Again' })
    await expect(sendEnquiry({ payload, user: spammer, input, propertyUrl: 'http://x/p' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: TRUST_MESSAGES.blockedByRecipient,
    })
    // Others still enquire; the spammer's own earlier enquiry is kept.
    await enquire(bystander)
    expect((await payload.findByID({ collection: 'inquiries', id: first.id, overrideAccess: true })).message).toBe('Hello')

    await unmarkSpam({ payload, user: owner, input: { inquiryId: first.id } })
    await expect(enquire(spammer)).resolves.toMatchObject({ message: 'Hello' })
  })

  it('blocks messages to an agent who marked the sender, and cannot be used on an enquiry the caller may not read', async () => {
    const agent = await makeUser(payload, 'agent')
    const { buyer, inquiry } = await enquiryAssignedTo(agent)
    await markAsSpam({ payload, user: agent, input: { inquiryId: inquiry.id } })
    const message = await payload
      .create({
        collection: 'agent-messages',
        data: { agent: agent.id, message: 'Hi again', topic: 'contact' },
        overrideAccess: false,
        user: buyer,
      })
      .catch((e: unknown) => e)
    expect((message as AppError).status).toBe(403)

    const stranger = await makeUser(payload, 'seller')
    const probe = await markAsSpam({ payload, user: stranger, input: { inquiryId: inquiry.id } }).catch((e: unknown) => e)
    expect((probe as AppError).status).toBe(404)
    expect(await listBlockedMembers({ payload, user: stranger })).toEqual(new Set())
  })
})

/** Contact caps from site-settings (issue 7, finding 7): enquiries, tour requests and agent messages per member per window. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { addDaysISO } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'
import { sendFollowUp } from '../../services/enquiries/send-follow-up'
import { CONTACT_LIMIT_DEFAULTS, ContactLimitError } from '../../domain/contact-limits'

let payload: Payload
let property: { id: number }
beforeAll(async () => {
  payload = await getTestPayload()
  property = await makeProperty(payload)
})

const enquire = (user: SessionUser) =>
  payload.create({
    collection: 'inquiries',
    data: { property: property.id, message: 'Still available?', status: 'new' },
    overrideAccess: false,
    user,
  })
const tour = (user: SessionUser) =>
  payload.create({
    collection: 'bookings',
    data: { property: property.id, booking_date: addDaysISO(new Date(), 2), booking_time: '11:00', status: 'pending' },
    overrideAccess: false,
    user,
  })

describe('contact caps', () => {
  it('are site-settings an admin can read and change, with sensible defaults', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.contact_limits).toEqual(CONTACT_LIMIT_DEFAULTS)
    expect(CONTACT_LIMIT_DEFAULTS).toEqual({ window_minutes: 60, enquiries: 10, tours: 5, agent_messages: 10 })
  })

  it('stop the 11th enquiry in an hour with a 429, for that member only', async () => {
    const buyer = await makeUser(payload, 'buyer')
    for (let i = 0; i < 10; i++) await enquire(buyer)
    const refused = await enquire(buyer).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ContactLimitError)
    expect((refused as ContactLimitError).status).toBe(429)
    expect((refused as ContactLimitError).message).toMatch(/^You have sent too many enquiries\. Please try again in (60|59) minutes\.$/)
    expect((await payload.count({ collection: 'inquiries', where: { user: { equals: buyer.id } } })).totalDocs).toBe(10)
    // Someone else, and admins, are not held back by this member.
    await enquire(await makeUser(payload, 'buyer'))
    await enquire(await makeUser(payload, 'admin'))
  })

  it('answer a follow-up over the cap with 429 and the cap message, not a 500', async () => {
    const buyer = await makeUser(payload, 'buyer')
    const first = await enquire(buyer)
    for (let i = 0; i < 9; i++) await enquire(buyer)
    const refused = sendFollowUp({ payload, user: buyer, inquiryId: first.id, message: 'Any news?' })
    await expect(refused).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      status: 429,
      message: expect.stringMatching(/^You have sent too many enquiries\./),
    })
  })

  it('hold against a parallel burst: exactly 5 of 9 simultaneous tour requests get through', async () => {
    const buyer = await makeUser(payload, 'buyer')
    const results = await Promise.allSettled(Array.from({ length: 9 }, () => tour(buyer)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ContactLimitError)
    expect((await payload.count({ collection: 'bookings', where: { user: { equals: buyer.id } } })).totalDocs).toBe(5)
  })

  it('count only the window: rows older than window_minutes free places', async () => {
    const buyer = await makeUser(payload, 'buyer')
    for (let i = 0; i < 5; i++) await tour(buyer)
    await expect(tour(buyer)).rejects.toBeInstanceOf(ContactLimitError)
    const old = new Date(Date.now() - 61 * 60_000).toISOString()
    await payload.update({ collection: 'bookings', where: { user: { equals: buyer.id } }, data: { createdAt: old }, overrideAccess: true })
    await tour(buyer)
  })

  it('cap messages to agents too', async () => {
    const buyer = await makeUser(payload, 'buyer')
    const agent = await makeUser(payload, 'agent')
    const send = () =>
      payload.create({
        collection: 'agent-messages',
        data: { agent: agent.id, message: 'Call me', topic: 'contact' },
        overrideAccess: false,
        user: buyer,
      })
    for (let i = 0; i < 10; i++) await send()
    await expect(send()).rejects.toBeInstanceOf(ContactLimitError)
  })
})

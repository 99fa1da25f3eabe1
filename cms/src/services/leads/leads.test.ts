import { describe, expect, it, vi } from 'vitest'
import { deliverMail } from '../../../test/mail'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser, uniq } from '../../../test/factories'
import { answerEnquiry } from '../enquiries/answer-enquiry'
import { listEnquiries } from '../enquiries/list-enquiries'
import { sendFollowUp } from '../enquiries/send-follow-up'
import { changeBookingStatus } from '../bookings/change-booking-status'
import { listBookings } from '../bookings/list-bookings'

describe('My Bookings', () => {
  it('lists only my bookings, by account or by verified e-mail before sign-up, filtered and counted in SQL', async () => {
    const payload = await getTestPayload()
    const email = `early-${uniq()}@example.test`
    const me = await makeUser(payload, 'buyer', { email, email_verified: true })
    const stranger = await makeUser(payload, 'buyer')
    const property = await makeProperty(payload)
    const book = (data: Record<string, unknown>) =>
      payload.create({
        collection: 'bookings',
        data: { property: property.id, booking_date: '2030-03-01', booking_time: '10:00', status: 'pending', ...data },
        overrideAccess: true,
      })
    await book({ user: me.id })
    await book({ user: me.id, status: 'confirmed' })
    await book({ email: email.toUpperCase() }) // made before sign-up, typed in capitals
    await book({ user: stranger.id, email }) // someone else's booking naming my address: not mine
    await book({ user: stranger.id })

    const all = await listBookings({ payload, user: me, as: 'customer' })
    expect(all.items).toHaveLength(3)
    expect(all.counts).toEqual({ all: 3, pending: 2, confirmed: 1, cancelled: 0, completed: 0 })
    const pending = await listBookings({ payload, user: me, as: 'customer', filter: 'pending' })
    expect(pending.filter).toBe('pending')
    expect(pending.items.map((b) => b.status)).toEqual(['pending', 'pending'])
    expect(pending.items.every((b) => b.moves.join() === 'cancelled')).toBe(true)
    expect((await listBookings({ payload, user: me, as: 'customer', filter: 'bogus' })).filter).toBe('all')

    // An unverified address matches nothing.
    const twin = await makeUser(payload, 'buyer', { email: `twin-${uniq()}@example.test` })
    await book({ email: twin.email })
    expect((await listBookings({ payload, user: twin, as: 'customer' })).counts.all).toBe(0)
  })

  it('lets the customer cancel only a pending booking, with the note; the owner confirms and declines', async () => {
    const payload = await getTestPayload()
    const [buyer, seller, other] = [await makeUser(payload, 'buyer'), await makeUser(payload, 'seller'), await makeUser(payload, 'seller')]
    const property = await makeProperty(payload, { owner: seller.id })
    const make = () =>
      payload.create({
        collection: 'bookings',
        data: { property: property.id, user: buyer.id, booking_date: '2030-03-02', booking_time: '11:00', status: 'pending' },
        overrideAccess: true,
      })
    const a = await make()
    const onlyPending = { code: 'INVALID_INPUT', status: 400, message: 'Only a pending booking can be cancelled.' }
    await expect(changeBookingStatus({ payload, user: buyer, input: { id: a.id, status: 'confirmed' } })).rejects.toMatchObject(onlyPending)
    await expect(changeBookingStatus({ payload, user: buyer, input: { id: a.id, status: 'cancelled' } })).resolves.toMatchObject({
      id: a.id,
      status: 'cancelled',
    })
    const cancelled = await payload.findByID({ collection: 'bookings', id: a.id, overrideAccess: true })
    expect(cancelled).toMatchObject({ status: 'cancelled', agent_notes: 'Cancelled by user' })
    await expect(changeBookingStatus({ payload, user: buyer, input: { id: a.id, status: 'pending' } })).rejects.toMatchObject(onlyPending)

    const b = await make()
    // Another seller's tour is not theirs to move: the site's own words, not Payload's.
    await expect(changeBookingStatus({ payload, user: other, input: { id: b.id, status: 'confirmed' } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Failed to update booking. Please try again.',
    })
    await expect(changeBookingStatus({ payload, user: seller, input: { id: b.id, status: 'confirmed' } })).resolves.toMatchObject({
      id: b.id,
      status: 'confirmed',
    })
    await expect(changeBookingStatus({ payload, user: buyer, input: { id: b.id, status: 'cancelled' } })).rejects.toMatchObject(onlyPending)
    // The owner cannot rewrite what the customer asked for.
    await payload.update({ collection: 'bookings', id: b.id, data: { notes: 'changed by owner' }, overrideAccess: false, user: seller })
    expect((await payload.findByID({ collection: 'bookings', id: b.id, overrideAccess: true })).notes ?? null).toBeNull()

    const owner = await listBookings({ payload, user: seller, as: 'owner', filter: 'confirmed' })
    expect(owner.items.map((i) => i.id)).toEqual([b.id])
    expect(owner.items[0].moves).toEqual(['completed', 'cancelled'])
    const notices = await payload.find({ collection: 'notifications', where: { user: { equals: buyer.id } }, overrideAccess: true })
    expect(notices.docs.map((n) => n.title)).toContain(`Tour confirmed: ${property.title}`)
  })
})

describe('My Inquiries and the owner’s answers', () => {
  it('filters by status in SQL; only the owner replies (responded, e-mailed); follow-ups reach the owner', async () => {
    const payload = await getTestPayload()
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const [buyer, seller, other] = [await makeUser(payload, 'buyer'), await makeUser(payload, 'seller'), await makeUser(payload, 'seller')]
    const property = await makeProperty(payload, { owner: seller.id })
    const ask = (message: string) =>
      payload.create({
        collection: 'inquiries',
        data: { property: property.id, message, email: buyer.email, name: 'Asha', status: 'new' },
        overrideAccess: false,
        user: buyer,
      })
    const first = await ask('Is it available?')
    await ask('Second question')

    await expect(answerEnquiry({ payload, user: buyer, input: { id: first.id, reply: 'self answer' } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Only the owner of this property can answer the enquiry.',
    })
    await expect(answerEnquiry({ payload, user: other, input: { id: first.id, reply: 'not mine' } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Failed to update the enquiry. Please try again.',
    })
    await expect(answerEnquiry({ payload, user: seller, input: { id: first.id, reply: '   ' } })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Please write a reply.',
      fieldErrors: { reply: 'Please write a reply.' },
    })
    await expect(answerEnquiry({ payload, user: seller, input: { id: first.id, reply: 'Yes, visit on Sunday.' } })).resolves.toMatchObject({
      id: first.id,
      status: 'responded',
    })
    expect(await deliverMail(payload, buyer.email)).toBe(1)
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: buyer.email, subject: `Reply to your enquiry about ${property.title}` }),
    )

    const responded = await listEnquiries({ payload, user: buyer, as: 'sender', filter: 'responded' })
    expect(responded.items.map((i) => [i.id, i.reply])).toEqual([[first.id, 'Yes, visit on Sunday.']])
    expect(responded.counts).toEqual({ all: 2, new: 1, responded: 1, closed: 0 })

    // Empty follow-ups send nothing; a real one is a new purchase enquiry, and the owner hears of it.
    await expect(sendFollowUp({ payload, user: buyer, inquiryId: first.id, message: '  ' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Failed to send follow-up.',
    })
    await expect(sendFollowUp({ payload, user: seller, inquiryId: first.id, message: 'not mine' })).rejects.toMatchObject({ status: 400 })
    const followUp = await sendFollowUp({ payload, user: buyer, inquiryId: first.id, message: 'Can I bring my family?' })
    expect(followUp.id).toEqual(expect.any(Number))
    expect(await deliverMail(payload, seller.email)).toBe(1)
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: seller.email, subject: `Follow-up on the enquiry about ${property.title}` }),
    )
    // Threaded under its enquiry in both inboxes, not a card of its own; a follow-up of the
    // follow-up joins the same thread.
    await sendFollowUp({ payload, user: buyer, inquiryId: followUp.id, message: 'And park two cars?' })
    const all = await listEnquiries({ payload, user: buyer, as: 'sender' })
    expect(all.items.map((i) => i.id)).toHaveLength(2)
    const thread = all.items.find((i) => i.id === first.id)
    expect(thread?.followUps.map((f) => [f.message, f.status])).toEqual([
      ['Can I bring my family?', 'new'],
      ['And park two cars?', 'new'],
    ])
    const ownerInbox = await listEnquiries({ payload, user: seller, as: 'owner', filter: 'new' })
    expect(ownerInbox.counts).toEqual({ all: 2, new: 2, responded: 1, closed: 0 })
    // The answered enquiry shows under New while a follow-up of it waits; answering that one leaves the other.
    expect(ownerInbox.items.map((i) => i.id).sort()).toEqual(all.items.map((i) => i.id).sort())
    await expect(answerEnquiry({ payload, user: seller, input: { id: followUp.id, reply: 'Of course.' } })).resolves.toMatchObject({
      id: followUp.id,
      status: 'responded',
    })
    const answered = await listEnquiries({ payload, user: buyer, as: 'sender' })
    expect(answered.items.find((i) => i.id === first.id)?.followUps[0]).toMatchObject({ reply: 'Of course.', status: 'responded' })

    // A follow-up is threaded only under the sender's own enquiry about the same property.
    const elsewhere = await makeProperty(payload, { owner: seller.id })
    for (const data of [
      { property: elsewhere.id, message: 'Follow-up: crossed', follow_up_of: first.id, status: 'new' as const },
      { property: property.id, message: 'Follow-up: nested', follow_up_of: followUp.id, status: 'new' as const },
    ]) {
      await expect(payload.create({ collection: 'inquiries', data, overrideAccess: false, user: buyer })).rejects.toMatchObject({
        status: 400,
      })
    }
    const stranger = await makeUser(payload, 'buyer')
    await expect(
      payload.create({
        collection: 'inquiries',
        data: { property: property.id, message: 'Follow-up: not mine', follow_up_of: first.id, status: 'new' },
        overrideAccess: false,
        user: stranger,
      }),
    ).rejects.toMatchObject({ status: 400 })
    send.mockRestore()
  })
})

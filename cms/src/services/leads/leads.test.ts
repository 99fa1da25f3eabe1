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
    expect(await changeBookingStatus({ payload, user: buyer, id: a.id, status: 'confirmed' })).toMatchObject({ ok: false })
    expect(await changeBookingStatus({ payload, user: buyer, id: a.id, status: 'cancelled' })).toEqual({ ok: true })
    const cancelled = await payload.findByID({ collection: 'bookings', id: a.id, overrideAccess: true })
    expect(cancelled).toMatchObject({ status: 'cancelled', agent_notes: 'Cancelled by user' })
    expect(await changeBookingStatus({ payload, user: buyer, id: a.id, status: 'pending' })).toMatchObject({ ok: false })

    const b = await make()
    expect(await changeBookingStatus({ payload, user: other, id: b.id, status: 'confirmed' })).toMatchObject({ ok: false })
    expect(await changeBookingStatus({ payload, user: seller, id: b.id, status: 'confirmed' })).toEqual({ ok: true })
    expect(await changeBookingStatus({ payload, user: buyer, id: b.id, status: 'cancelled' })).toMatchObject({ ok: false })
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

    expect(await answerEnquiry({ payload, user: buyer, id: first.id, answer: { reply: 'self answer' } })).toMatchObject({ ok: false })
    expect(await answerEnquiry({ payload, user: other, id: first.id, answer: { reply: 'not mine' } })).toMatchObject({ ok: false })
    expect(await answerEnquiry({ payload, user: seller, id: first.id, answer: { reply: '   ' } })).toMatchObject({ ok: false })
    expect(await answerEnquiry({ payload, user: seller, id: first.id, answer: { reply: 'Yes, visit on Sunday.' } })).toEqual({ ok: true })
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
    const all = await listEnquiries({ payload, user: buyer, as: 'sender' })
    expect(all.items[0]).toMatchObject({ message: 'Follow-up: Can I bring my family?', inquiryType: 'purchase', status: 'new' })
    expect(await deliverMail(payload, seller.email)).toBe(1)
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: seller.email, subject: `Follow-up on the enquiry about ${property.title}` }),
    )
    const ownerInbox = await listEnquiries({ payload, user: seller, as: 'owner', filter: 'new' })
    expect(ownerInbox.counts.all).toBe(3)
    send.mockRestore()
  })
})

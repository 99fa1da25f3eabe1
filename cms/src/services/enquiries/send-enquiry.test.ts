import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'
import type { User } from '../../payload-types'
import { describe, expect, it, vi } from 'vitest'
import { addDaysISO } from '@gruha/shared'
import { deliverMail } from '../../../test/mail'
import { getTestPayload } from '../../../test/payload'
import { sendEnquiry } from './send-enquiry'
import { bookTour } from '../tours/book-tour'

const tag = () => crypto.randomBytes(4).toString('hex')

async function setup() {
  const payload = await getTestPayload()
  const make = (role: User['role']) =>
    payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `${role}-${tag()}@example.test`,
        password: 'Strong@123',
        role,
        first_name: 'Test',
        last_name: role,
      } as RequiredDataFromCollectionSlug<'users'>,
    })
  const [seller, buyer] = await Promise.all([make('seller'), make('buyer')])
  const property = await payload.create({
    collection: 'properties',
    overrideAccess: true,
    data: {
      title: `Enquiry test ${tag()}`,
      description: 'x',
      listing_type: 'SALE',
      property_type: 'villa',
      price: 100,
      address: 'a',
      city: 'Testpur',
      owner: seller.id,
    } as RequiredDataFromCollectionSlug<'properties'>,
  })
  const asUser = (u: User): User => ({ ...u, collection: 'users' })
  return { payload, seller, buyer: asUser(buyer), property }
}

describe('sendEnquiry', () => {
  it('stores the enquiry as the sender and e-mails the owner', async () => {
    const { payload, seller, buyer, property } = await setup()
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const result = await sendEnquiry({
      payload,
      user: buyer,
      input: {
        property: property.id,
        name: 'Asha',
        email: 'asha@example.test',
        phone: undefined,
        message: 'Is it available?',
        inquiry_type: 'general',
      },
      propertyUrl: 'http://site/property/x',
    })
    const stored = await payload.findByID({ collection: 'inquiries', id: result.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ user: (buyer as { id: number }).id, property: property.id, message: 'Is it available?', status: 'new' })
    expect(await deliverMail(payload, seller.email)).toBe(1)
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: seller.email, subject: `New enquiry about ${property.title}` }))
    send.mockRestore()
  })

  it('refuses an inactive listing the sender cannot see', async () => {
    const { payload, buyer, property } = await setup()
    await payload.update({ collection: 'properties', id: property.id, data: { status: 'inactive' }, overrideAccess: true })
    const refused = sendEnquiry({
      payload,
      user: buyer,
      input: { property: property.id, name: 'A', email: 'a@example.test', message: 'm', inquiry_type: 'general' },
      propertyUrl: 'x',
    })
    await expect(refused).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      message: 'Failed to send inquiry. Please try again.',
    })
  })
})

describe('bookTour', () => {
  it('stores a pending booking as the customer and e-mails the owner', async () => {
    const { payload, seller, buyer, property } = await setup()
    const send = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    const date = addDaysISO(new Date(), 3)
    const result = await bookTour({
      payload,
      user: buyer,
      input: { property: property.id, booking_date: date, booking_time: '14:00', notes: 'Afternoon' },
      propertyUrl: 'x',
    })
    expect(result).toMatchObject({ date, time: '2:00 PM' })
    const stored = await payload.findByID({ collection: 'bookings', id: result.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({
      user: (buyer as { id: number }).id,
      property: property.id,
      booking_time: '14:00',
      status: 'pending',
      notes: 'Afternoon',
    })
    expect(await deliverMail(payload, seller.email)).toBe(1)
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: seller.email, subject: `Tour request for ${property.title}` }))
    send.mockRestore()
  })
})

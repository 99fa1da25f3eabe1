/** The tour date window (spec 000: the next 60 days from tomorrow, hourly 09:00-17:00) holds on every path. */
import { beforeAll, describe, expect, it } from 'vitest'
import { ValidationError, type Payload } from 'payload'
import { addDaysISO } from '@gruha/shared'
import { getTestPayload } from '../../../test/payload'
import { makeProperty, makeUser } from '../../../test/factories'
import type { SessionUser } from '../../domain/auth/session-user'

let payload: Payload
let buyer: SessionUser
let property: { id: number }
beforeAll(async () => {
  payload = await getTestPayload()
  buyer = await makeUser(payload, 'buyer')
  property = await makeProperty(payload)
})

const day = (n: number) => addDaysISO(new Date(), n)
const book = (booking_date: string, booking_time: string, user: SessionUser = buyer) =>
  payload.create({
    collection: 'bookings',
    data: { property: property.id, booking_date, booking_time, status: 'pending' },
    overrideAccess: false,
    user,
  })

async function messageOf(promise: Promise<unknown>) {
  try {
    await promise
    return null
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map((e) => e.message).join(' | ')
    throw error
  }
}

describe('bookings: tour window', () => {
  it('refuses a member today, in the past, beyond 60 days or outside the hourly slots', async () => {
    expect(await messageOf(book(day(0), '10:00'))).toBe('Please select a date within the next 60 days')
    expect(await messageOf(book(day(-3), '10:00'))).toBe('Please select a date within the next 60 days')
    expect(await messageOf(book(day(61), '10:00'))).toBe('Please select a date within the next 60 days')
    expect(await messageOf(book(day(1), '18:00'))).toBe('Please select a time between 09:00 and 17:00')
    expect(await messageOf(book(day(1), '10:30'))).toBe('Please select a time between 09:00 and 17:00')
  })

  it('accepts tomorrow to day 60, and refuses moving a booking out of the window', async () => {
    expect(await messageOf(book(day(60), '17:00'))).toBeNull()
    const booking = await book(day(1), '09:00')
    const move = payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { booking_date: day(-1) },
      overrideAccess: false,
      user: buyer,
    })
    expect(await messageOf(move)).toBe('Please select a date within the next 60 days')
    // Cancelling an old booking is not a new date.
    expect(
      await messageOf(
        payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, overrideAccess: false, user: buyer }),
      ),
    ).toBeNull()
  })

  it('lets an admin record any date (the console)', async () => {
    const admin = await makeUser(payload, 'admin')
    expect(await messageOf(book(day(-10), '19:00', admin))).toBeNull()
  })
})

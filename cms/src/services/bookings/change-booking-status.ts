import type { Payload } from 'payload'
import { MESSAGES, type BookingStatus } from '@gruha/shared'
import type { Booking } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { throwAsAppError } from '../../errors/payload-refusals'

export type ChangeBookingStatusOptions = { payload: Payload; user: SessionUser; input: { id: number; status: BookingStatus } }

/**
 * Moves a booking to `status` as the caller. The Bookings collection decides who may: the customer
 * only cancels a pending request ('Cancelled by user'), the property's owner confirms, declines or
 * completes. Refusals throw AppError: the collection's own words (INVALID_INPUT), or FORBIDDEN or
 * NOT_FOUND for someone else's or an unknown booking.
 */
export async function changeBookingStatus({ payload, user, input }: ChangeBookingStatusOptions): Promise<Booking> {
  const { id, status } = input
  try {
    return await payload.update({ collection: 'bookings', id, data: { status }, depth: 0, overrideAccess: false, user })
  } catch (error) {
    // A refused cancel (the customer's, or the owner declining) says so; any other move, the update.
    throwAsAppError(error, status === 'cancelled' ? MESSAGES.bookings.cancelFailed : MESSAGES.bookings.updateFailed)
  }
}

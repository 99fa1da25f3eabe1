import type { Payload } from 'payload'
import type { SessionUser } from '../auth/types'
import type { BookingStatus } from '@gruha/shared'
import { leadErrorMessage } from '../leads/lead-error'

export type ChangeBookingStatusOptions = { payload: Payload; user: SessionUser; id: number; status: BookingStatus }

export type ChangeBookingStatusResult = { ok: true } | { ok: false; message: string }

/**
 * Moves a booking to `status` as the caller. The Bookings collection decides who may: the customer
 * only cancels a pending request ('Cancelled by user'), the property's owner confirms, declines or
 * completes. A refusal comes back with Payload's message.
 */
export async function changeBookingStatus({ payload, user, id, status }: ChangeBookingStatusOptions): Promise<ChangeBookingStatusResult> {
  try {
    await payload.update({ collection: 'bookings', id, data: { status }, depth: 0, overrideAccess: false, user })
    return { ok: true }
  } catch (error) {
    const message = leadErrorMessage(error)
    if (message === null) throw error
    return { ok: false, message }
  }
}

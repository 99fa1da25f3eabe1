import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import type { Booking } from '../../../payload-types'

/**
 * Spec 001 §4: the customer may only move a pending booking to cancelled (the agent note becomes
 * 'Cancelled by user'). Any other status change is the admin's.
 */
export const guardBookingChange: CollectionBeforeChangeHook<Booking> = ({ data, operation, originalDoc, req: { user } }) => {
  if (operation !== 'update' || !user || userIsAdmin(user)) return data
  if (data.status === undefined || data.status === originalDoc?.status) return data
  if (originalDoc?.status === 'pending' && data.status === 'cancelled') {
    data.agent_notes = MESSAGES.bookings.cancelledByUserNote
    return data
  }
  throw new ValidationError({
    collection: 'bookings',
    errors: [{ message: 'Only a pending booking can be cancelled.', path: 'status' }],
  })
}

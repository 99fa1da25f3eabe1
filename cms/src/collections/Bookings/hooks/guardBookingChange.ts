import { ValidationError, type CollectionBeforeChangeHook, type TypedUser } from 'payload'
import { MESSAGES, type BookingStatus } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import type { Booking } from '../../../payload-types'
import { propertyOwnerId } from '../../hooks/propertyOwner'
import { relationId } from '../../../domain/relations'

/** What the property's owner may do with a tour request: confirm or decline it, then mark it done. */
const OWNER_MOVES: Partial<Record<BookingStatus, BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
}

const refuse = (message: string) => new ValidationError({ collection: 'bookings', errors: [{ message, path: 'status' }] })

/** The customer: by account, or by verified e-mail on a booking made before they signed up. */
export const isBookingCustomer = (doc: Partial<Booking> | undefined, user: TypedUser): boolean => {
  const customer = relationId(doc?.user)
  if (customer) return customer === user.id
  return Boolean(user.email_verified && doc?.email && doc.email.trim().toLowerCase() === user.email?.trim().toLowerCase())
}

/**
 * Spec 001 §4: the customer may only move a pending booking to cancelled (the agent note becomes
 * 'Cancelled by user'). The property's owner confirms or declines a pending request and marks a
 * confirmed tour completed or cancelled. Everything else is the admin's.
 */
export const guardBookingChange: CollectionBeforeChangeHook<Booking> = async ({ data, operation, originalDoc, req }) => {
  if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  const { user } = req
  if (operation !== 'update' || !user || userIsAdmin(user)) return data
  if (data.status === undefined || data.status === originalDoc?.status) return data
  const from = originalDoc?.status ?? 'pending'
  if (isBookingCustomer(originalDoc, user) && from === 'pending' && data.status === 'cancelled') {
    data.agent_notes = MESSAGES.bookings.cancelledByUserNote
    return data
  }
  if ((await propertyOwnerId(req, originalDoc?.property)) === user.id) {
    if (OWNER_MOVES[from]?.includes(data.status)) return data
    throw refuse(`A ${from} booking cannot be marked ${data.status}.`)
  }
  throw refuse(MESSAGES.bookings.onlyPendingCancellable)
}

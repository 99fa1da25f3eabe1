import type { Payload, Where } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { BOOKING_FILTERS, type BookingStatus } from '@gruha/shared'
import type { Booking } from '../../payload-types'
import { LEAD_POPULATE, summarizeProperty, type PropertySummary } from '../leads/property-summary'
import { onPropertiesOf } from '../../access/propertiesOf'

export type BookingFilter = (typeof BOOKING_FILTERS)[number]

export type BookingView = {
  id: number
  status: BookingStatus
  bookingDate: string
  bookingTime: string | null
  notes: string | null
  agentNotes: string | null
  name: string | null
  email: string | null
  phone: string | null
  createdAt: string
  property: PropertySummary | null
  /** Status changes the caller may make from here (the rules live in the Bookings collection). */
  moves: BookingStatus[]
}

export type ListBookingsOptions = {
  payload: Payload
  user: SessionUser
  /** `customer`: my tour requests (My Bookings). `owner`: requests on properties I own. */
  as: 'customer' | 'owner'
  filter?: string | null
  limit?: number
}

export type BookingList = { filter: BookingFilter; items: BookingView[]; counts: Record<BookingFilter, number> }

const OWNER_MOVES: Partial<Record<BookingStatus, BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
}

/** A chip value from the URL; anything unknown means all. */
export const bookingFilter = (value: string | null | undefined): BookingFilter =>
  (BOOKING_FILTERS as readonly string[]).includes(value ?? '') ? (value as BookingFilter) : 'all'

/** My tour requests: by account, or by verified e-mail for those made before I signed up. */
export function customerBookingsWhere(user: SessionUser): Where {
  const or: Where[] = [{ user: { equals: user.id } }]
  if (user.email && user.email_verified) or.push({ and: [{ user: { exists: false } }, { email: { equals: user.email.toLowerCase() } }] })
  return { or }
}

/**
 * Bookings for My Bookings or the owner's Property Bookings, filtered by status in SQL, with the
 * count behind each chip. Goes through the Bookings read rule as the caller.
 */
export async function listBookings({ payload, user, as, filter, limit = 100 }: ListBookingsOptions): Promise<BookingList> {
  const chosen = bookingFilter(filter)
  const base: Where = as === 'customer' ? customerBookingsWhere(user) : await onPropertiesOf(payload, user.id)
  const withStatus = (status: BookingFilter): Where => (status === 'all' ? base : { and: [base, { status: { equals: status } }] })
  const count = (status: BookingFilter) =>
    payload.count({ collection: 'bookings', where: withStatus(status), overrideAccess: false, user }).then((r) => r.totalDocs)

  const [result, ...totals] = await Promise.all([
    payload.find({
      collection: 'bookings',
      where: withStatus(chosen),
      sort: ['-booking_date', '-createdAt'],
      limit,
      depth: 2,
      populate: LEAD_POPULATE,
      overrideAccess: false,
      user,
    }),
    ...BOOKING_FILTERS.map(count),
  ])
  const counts = Object.fromEntries(BOOKING_FILTERS.map((f, i) => [f, totals[i]])) as Record<BookingFilter, number>
  return { filter: chosen, counts, items: result.docs.map((doc) => toView(doc, as)) }
}

function toView(doc: Booking, as: ListBookingsOptions['as']): BookingView {
  const status = doc.status
  return {
    id: doc.id,
    status,
    bookingDate: doc.booking_date,
    bookingTime: doc.booking_time ?? null,
    notes: doc.notes ?? null,
    agentNotes: doc.agent_notes ?? null,
    name: doc.name ?? null,
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    createdAt: doc.createdAt,
    property: summarizeProperty(doc.property),
    moves: as === 'customer' ? (status === 'pending' ? ['cancelled'] : []) : (OWNER_MOVES[status] ?? []),
  }
}

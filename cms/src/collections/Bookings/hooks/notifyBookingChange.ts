import type { CollectionAfterChangeHook } from 'payload'
import { BOOKING_STATUS_LABELS, formatDate } from '@gruha/shared'
import type { Booking } from '../../../payload-types'
import { notifyUser } from '../../../domain/notifications/notify-user'
import { propertyTitle } from '../../hooks/propertyOwner'
import { relationId } from '../../../domain/relations'
import { isBookingCustomer } from './guardBookingChange'

/** Tells the customer (notification and e-mail) when someone else confirms, declines or completes their tour. */
export const notifyBookingChange: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || doc.status === previousDoc?.status) return doc
  if (isBookingCustomer(previousDoc, req.user)) return doc
  const title = await propertyTitle(req, doc.property)
  const when = [formatDate(doc.booking_date, 'en'), doc.booking_time?.slice(0, 5)].filter(Boolean).join(' ')
  const status = BOOKING_STATUS_LABELS[doc.status]
  await notifyUser(
    req.payload,
    {
      user: relationId(doc.user),
      title: `Tour ${status.toLowerCase()}: ${title}`,
      message: `Your tour of "${title}" on ${when} is now ${status}.`,
      link: '/my-bookings',
      mail: { to: doc.email, template: 'booking-status', data: { title, status: doc.status, when } },
    },
    req,
  )
  return doc
}

import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES, isTourDateAllowed, isTourTime, normalizeTime } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import type { Booking } from '../../../payload-types'

/** 'YYYY-MM-DD' from a date field value ('2030-01-15' or '2030-01-15T00:00:00.000Z'). */
const dateOnly = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '')

/**
 * Spec 000: a member books a tour for one of the next 60 days starting tomorrow, at an hourly
 * slot from 09:00 to 17:00. Checked on every path when a member creates a booking or moves its
 * date or time; admins (the console's Add / Edit Booking) may set any date.
 */
export const enforceTourWindow: CollectionBeforeChangeHook<Booking> = ({ data, operation, originalDoc, req: { user } }) => {
  if (!user || userIsAdmin(user)) return data
  const date = dateOnly(data.booking_date ?? originalDoc?.booking_date)
  const time = data.booking_time ?? originalDoc?.booking_time
  const dateChanged = operation === 'create' || (data.booking_date !== undefined && date !== dateOnly(originalDoc?.booking_date))
  const timeChanged =
    operation === 'create' || (data.booking_time !== undefined && normalizeTime(time) !== normalizeTime(originalDoc?.booking_time))
  const errors: Array<{ message: string; path: string }> = []
  if (dateChanged && !isTourDateAllowed(date)) errors.push({ message: MESSAGES.tour.dateInvalid, path: 'booking_date' })
  if (timeChanged && !isTourTime(normalizeTime(time))) errors.push({ message: MESSAGES.tour.timeInvalid, path: 'booking_time' })
  if (errors.length) throw new ValidationError({ collection: 'bookings', errors })
  return data
}

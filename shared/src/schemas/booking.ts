/**
 * Tours (bookings) and viewings: the public Schedule a Tour form (spec 000), the admin Add /
 * Edit Booking modals and the status shortcuts (spec 002).
 */
import { z } from 'zod'
import { BOOKING_STATUSES, DEFAULT_BOOKING_STATUS, MESSAGES, VIEWING_STATUSES } from '../constants'
import { isISODate, isTourDateAllowed, isTourTime, normalizeTime } from '../dates'
import { blankToUndefined, emailField, nullableRelationId, nullableText, optionalPhone, optionalText, toRelationId } from './fields'

const T = MESSAGES.tour
const AB = MESSAGES.admin.bookings

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const always = { when: (payload: { value: unknown }) => isRecord(payload.value) }

/** Optional text used for date/time fields whose "required" rule is form-level. */
const lenientText = z.preprocess(blankToUndefined, z.string().optional())
const idOrUndefined = z.preprocess(toRelationId, z.union([z.number(), z.string()]).optional())

/** ISO date prefix of a timestamp ('2025-01-02T10:00:00Z' -> '2025-01-02'). */
const dateOnly = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v)

interface TourOptions {
  /** "Today" for the 60-day window; read at parse time when omitted. */
  today?: () => Date
}

/**
 * Schedule a Tour: date and time both required ('Please select both date and time',
 * form-level); the date must be within the next 60 days starting tomorrow and the time one of
 * the hourly slots 09:00-17:00. Times are stored as 'HH:MM'.
 */
export function createTourBookingSchema(options: TourOptions = {}) {
  const today = options.today ?? (() => new Date())
  return z
    .object({
      property: idOrUndefined,
      booking_date: z.preprocess(dateOnly, lenientText),
      booking_time: z.preprocess((v) => normalizeTime(v) ?? blankToUndefined(v), lenientText),
      notes: optionalText(1000),
      name: optionalText(),
      email: z.preprocess(blankToUndefined, emailField(MESSAGES.auth.emailRequired, MESSAGES.auth.emailInvalid).optional()),
      phone: optionalPhone(MESSAGES.signup.phoneInvalid),
    })
    .superRefine((v, ctx) => {
      if (v.property === undefined) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.inquiry.propertyRequired, path: ['property'] })
      }
      if (!v.booking_date || !v.booking_time) {
        ctx.addIssue({ code: 'custom', message: T.dateTimeRequired, path: [] })
        return
      }
      if (!isTourDateAllowed(v.booking_date, today())) {
        ctx.addIssue({ code: 'custom', message: T.dateInvalid, path: ['booking_date'] })
      }
      if (!isTourTime(v.booking_time)) {
        ctx.addIssue({ code: 'custom', message: T.timeInvalid, path: ['booking_time'] })
      }
    }, always)
}

export const tourBookingSchema = createTourBookingSchema()
export type TourBookingData = z.output<typeof tourBookingSchema>

function checkDateTimeFormat(v: { booking_date?: string; booking_time?: string }, ctx: z.RefinementCtx) {
  if (v.booking_date && !isISODate(v.booking_date)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.properties.dateInvalid, path: ['booking_date'] })
  }
  if (v.booking_time && normalizeTime(v.booking_time) === null) {
    ctx.addIssue({ code: 'custom', message: T.timeInvalid, path: ['booking_time'] })
  }
}

const adminBookingFields = {
  property: idOrUndefined,
  user: idOrUndefined,
  agent: nullableRelationId(AB.requiredFields),
  booking_date: z.preprocess(dateOnly, lenientText),
  booking_time: z.preprocess((v) => normalizeTime(v) ?? blankToUndefined(v), lenientText),
  status: z.preprocess(blankToUndefined, z.enum(BOOKING_STATUSES, { error: AB.statusInvalid }).default(DEFAULT_BOOKING_STATUS)),
  notes: nullableText(2000),
  /** Edit Booking's notes (spec 002 §3: sent as agent_notes on a full update). */
  agent_notes: nullableText(2000),
}

/**
 * Admin Add Booking: property, customer, date and time required ('Please fill in all
 * required fields', form-level); agent optional.
 */
export const adminBookingCreateSchema = z.object(adminBookingFields).superRefine((v, ctx) => {
  if (v.property === undefined || v.user === undefined || !v.booking_date || !v.booking_time) {
    ctx.addIssue({ code: 'custom', message: AB.requiredFields, path: [] })
    return
  }
  checkDateTimeFormat(v, ctx)
}, always)

/**
 * Admin Edit Booking: date and time ('Please fill in booking date and time'), customer
 * ('Please select a customer') and property required.
 */
export const adminBookingUpdateSchema = z.object(adminBookingFields).superRefine((v, ctx) => {
  if (!v.booking_date || !v.booking_time) {
    ctx.addIssue({ code: 'custom', message: AB.dateTimeRequired, path: [] })
  } else {
    checkDateTimeFormat(v, ctx)
  }
  if (v.user === undefined) ctx.addIssue({ code: 'custom', message: AB.customerRequired, path: ['user'] })
  if (v.property === undefined) ctx.addIssue({ code: 'custom', message: AB.propertyRequired, path: ['property'] })
}, always)

export type AdminBookingData = z.output<typeof adminBookingCreateSchema>

/** Status change (Confirm / Complete shortcuts, buyer cancel). */
export const bookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: AB.statusInvalid }),
  agent_notes: nullableText(2000),
})

/** Viewing status change: any status can be set from any. */
export const viewingStatusSchema = z.object({
  status: z.enum(VIEWING_STATUSES, { error: MESSAGES.admin.viewings.statusInvalid }),
})

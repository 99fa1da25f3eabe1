import { z } from 'zod'
import { VISIT_NOTE_REQUIRED } from '../trust'
import { isISODate, todayInIndia } from '../dates'

/** (not in spec) The visit date must be a real day, not in the future. */
export const VISIT_DATE_INVALID = 'Please enter the date of the visit (not in the future)'

/** The console's "Record field visit": the day an admin visited the listing and what they saw (issue 23). */
export const fieldVisitSchema = z.object({
  visited_at: z
    .string({ error: VISIT_DATE_INVALID })
    .regex(/^\d{4}-\d{2}-\d{2}$/, VISIT_DATE_INVALID)
    // A day in India's calendar: late in the evening UTC, India's today is UTC's tomorrow.
    .refine((v) => isISODate(v) && v <= todayInIndia(), VISIT_DATE_INVALID),
  visit_note: z.string({ error: VISIT_NOTE_REQUIRED }).trim().min(1, VISIT_NOTE_REQUIRED).max(500),
})
export type FieldVisitInput = z.output<typeof fieldVisitSchema>

/**
 * The lead pages' forms (spec 001: My Inquiries, Property Inquiries, My Bookings, Property Bookings,
 * Agent Assignments): what each card's button or dialog posts. The site checks the dialogs with them in
 * the browser and every action reads its form with them; a form they refuse is answered with the page's
 * own message (the services keep their own checks and words).
 */
import { z } from 'zod'
import { MESSAGES } from '../constants'
import { requiredText } from './fields'

/** The longest follow-up and reply the dialogs take. */
export const LEAD_MESSAGE_MAX = { followUp: 2000, reply: 5000 } as const

/** The card's record: a whole number above 0. */
const leadId = z.coerce.number().int().positive()

/** Send Follow-up (My Inquiries): an empty prompt sends nothing (spec 001 §5). */
export const followUpFormSchema = z.object({
  intent: z.literal('follow-up'),
  id: leadId,
  message: requiredText(MESSAGES.inquiry.messageRequired).pipe(z.string().max(LEAD_MESSAGE_MAX.followUp)),
})

/** The owner's Reply (Property Inquiries); a blank reply is the service's to refuse, with its own words. */
export const enquiryReplyFormSchema = z.object({
  intent: z.literal('reply'),
  id: leadId,
  reply: z.string().max(LEAD_MESSAGE_MAX.reply),
})

/** The owner's Reply or Close (Property Inquiries). */
export const enquiryAnswerFormSchema = z.discriminatedUnion('intent', [
  enquiryReplyFormSchema,
  z.object({ intent: z.literal('close'), id: leadId }),
])

/** The statuses an owner moves a tour to (Confirm, Decline or Cancel, Complete). */
export const OWNER_BOOKING_MOVES = ['confirmed', 'cancelled', 'completed'] as const
export type OwnerBookingMove = (typeof OWNER_BOOKING_MOVES)[number]

/** The owner's move of a tour (Property Bookings). */
export const bookingMoveFormSchema = z.object({ id: leadId, status: z.enum(OWNER_BOOKING_MOVES) })

/** The customer's Cancel (My Bookings). */
export const bookingCancelFormSchema = z.object({ intent: z.literal('cancel'), id: leadId })

/** The agent's Accept or Decline (Agent Assignments), as the assignment's new status. */
export const assignmentAnswerFormSchema = z.object({
  id: leadId,
  response: z.enum(['accept', 'decline']).transform((answer) => (answer === 'accept' ? 'accepted' : 'declined')),
})

/**
 * Enquiries: the property enquiry form (spec 000), buyer follow-ups (spec 001) and the admin
 * Assign Agent modal (spec 002).
 */
import { z } from 'zod'
import {
  ASSIGNMENT_EXPIRY_HOURS,
  DEFAULT_ASSIGNMENT_EXPIRY_HOURS,
  DEFAULT_INQUIRY_TYPE,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  MESSAGES,
} from '../constants'
import { blankToUndefined, emailField, nullableText, optionalPhone, relationId, requiredText, toNumberInput } from './fields'

const I = MESSAGES.inquiry
const AA = MESSAGES.admin.assignments

/** Property enquiry: name, email, message required; phone optional (checked when given). */
export const inquirySchema = z.object({
  property: relationId(I.propertyRequired),
  name: requiredText(I.nameRequired),
  email: emailField(MESSAGES.auth.emailRequired, MESSAGES.auth.emailInvalid),
  phone: optionalPhone(MESSAGES.signup.phoneInvalid),
  message: requiredText(I.messageRequired).pipe(z.string().max(5000)),
  inquiry_type: z.preprocess(
    blankToUndefined,
    z.enum(INQUIRY_TYPES, { error: MESSAGES.properties.optionInvalid }).default(DEFAULT_INQUIRY_TYPE),
  ),
})

export type InquiryData = z.output<typeof inquirySchema>

/**
 * Follow-up: an empty prompt sends nothing, so parsing fails on blank text. The stored
 * message is prefixed 'Follow-up: '.
 */
export const followUpSchema = z.object({
  message: requiredText(I.messageRequired).transform((m) => (m.startsWith(I.followUpPrefix) ? m : `${I.followUpPrefix}${m}`)),
})

/** Admin inquiry status change. */
export const inquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: MESSAGES.properties.statusInvalid }),
})

/**
 * Assign Agent (to an inquiry or a property): an agent must be selected; notes optional;
 * expiry one of 4, 8, 12, 24 (default) or 48 hours.
 */
export const assignAgentSchema = z.object({
  agent: relationId(AA.agentRequired),
  notes: nullableText(2000),
  expires_in_hours: z.preprocess(
    (v) => toNumberInput(v) ?? DEFAULT_ASSIGNMENT_EXPIRY_HOURS,
    z.number({ error: AA.expiryInvalid }).refine((n) => (ASSIGNMENT_EXPIRY_HOURS as readonly number[]).includes(n), AA.expiryInvalid),
  ),
})

export type AssignAgentData = z.output<typeof assignAgentSchema>

/**
 * Admin console Add User / Edit User (spec 002 sections 2 and 5).
 *
 * Required on both: first name, last name, email, user type (`role`), status and verification
 * status. Add also requires a password ('Password is required for new users'). Optional fields
 * accept blank/null (stored as null) so an edit can clear them. Unknown keys (id, custom_id,
 * created_at... that react-admin sends back) are stripped.
 */
import { z } from 'zod'
import { MESSAGES, ROLES, USER_STATUSES, VERIFICATION_STATUSES } from '../constants'
import { isISODate } from '../dates'
import { blankToNull, emailField, enumField, normalizePhone, nullableText, PHONE_PATTERN, requiredText, toBoolean } from './fields'

const U = MESSAGES.admin.users
const S = MESSAGES.signup

const nullablePhone = z.preprocess((v) => {
  const t = blankToNull(v)
  return typeof t === 'string' ? normalizePhone(t) : t
}, z.string().regex(PHONE_PATTERN, S.phoneInvalid).nullable().optional())

const nullableDate = z.preprocess((v) => {
  const t = blankToNull(v)
  // Accept full ISO timestamps from the API and keep the calendar date.
  return typeof t === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(t) ? t.slice(0, 10) : t
}, z.string().refine(isISODate, U.dateOfBirthInvalid).nullable().optional())

const adminUserShape = {
  first_name: requiredText(S.firstNameRequired),
  last_name: requiredText(S.lastNameRequired),
  email: emailField(S.emailRequired, S.emailInvalid),
  phone_number: nullablePhone,
  city: nullableText(),
  state: nullableText(),
  role: enumField(ROLES, U.roleRequired),
  status: enumField(USER_STATUSES, U.statusRequired),
  verification_status: enumField(VERIFICATION_STATUSES, U.verificationStatusRequired),
  date_of_birth: nullableDate,
  agent_license_number: nullableText(),
  // Collected by the form; kept on the user profile.
  business_name: nullableText(),
  specialization: nullableText(),
  experience_years: nullableText(),
  education_background: nullableText(),
  agency_name: nullableText(),
  bio: nullableText(),
  /** Bank details verified by an admin (absent: unchanged). */
  account_verified: z.preprocess((v) => toBoolean(v), z.boolean().optional()),
}

/** Add User. */
export const adminUserCreateSchema = z.object({
  ...adminUserShape,
  password: z.string({ error: U.passwordRequired }).min(1, U.passwordRequired),
})

/** Edit User (the password is not edited here). */
export const adminUserUpdateSchema = z.object(adminUserShape)

export type AdminUserCreateData = z.output<typeof adminUserCreateSchema>
export type AdminUserUpdateData = z.output<typeof adminUserUpdateSchema>

/**
 * Sign-up, sign-in and password-reset forms (spec 000/001 section 5).
 */
import { z } from 'zod'
import {
  AGENT_EXPERIENCE_LEVELS,
  AGENT_SPECIALIZATIONS,
  BUSINESS_TYPES,
  DEFAULT_SIGNUP_ROLE,
  LIMITS,
  MESSAGES,
  SIGNUP_ROLES,
} from '../constants'
import {
  blankToUndefined,
  emailField,
  firstFailing,
  notBlank,
  optionalFile,
  optionalPhone,
  optionalText,
  requiredText,
  toBoolean,
} from './fields'
import { passwordSchema } from './password'
import { documentFileError } from './upload'

const S = MESSAGES.signup
const A = MESSAGES.auth

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
/** Run object-level checks even when some fields failed, so all errors show at once. */
const always = { when: (payload: { value: unknown }) => isRecord(payload.value) }

/* ------------------------------------------------------------------------------------------
 * Sign-up
 * ---------------------------------------------------------------------------------------- */

const signupStep1Shape = {
  first_name: requiredText(S.firstNameRequired),
  last_name: requiredText(S.lastNameRequired),
  email: emailField(S.emailRequired, S.emailInvalid),
  password: passwordSchema,
  confirmPassword: z.preprocess((v) => v ?? '', z.string()),
}

function checkPasswordsMatch(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: S.passwordsDoNotMatch, path: ['confirmPassword'] })
  }
}

/** Step 1, personal information (all roles). */
export const signupStep1Schema = z.object(signupStep1Shape).superRefine(checkPasswordsMatch, always)

const signupStep2Shape = {
  role: z.preprocess(blankToUndefined, z.enum(SIGNUP_ROLES, { error: S.roleInvalid }).default(DEFAULT_SIGNUP_ROLE)),
  phone_number: optionalPhone(S.phoneInvalid),
  city: optionalText(),
  state: optionalText(),
  terms_accepted: z.preprocess((v) => toBoolean(v, false), z.literal(true, { error: S.termsRequired })),
  // Seller extras
  business_name: optionalText(),
  business_type: z.preprocess(blankToUndefined, z.string().optional()),
  // Agent extras
  experience_years: z.preprocess(blankToUndefined, z.string().optional()),
  specialization: z.preprocess(blankToUndefined, z.string().optional()),
  // Documents (FormData File entries); ID proof is required for agents.
  id_proof: optionalFile(),
  address_proof: optionalFile(),
  business_proof: optionalFile(),
}

function checkRoleFields(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const role = value.role
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] })

  if (role === 'seller') {
    const t = value.business_type
    if (t === undefined) issue('business_type', S.businessTypeRequired)
    else if (!(BUSINESS_TYPES as readonly unknown[]).includes(t)) issue('business_type', S.businessTypeInvalid)
  }

  if (role === 'agent') {
    const exp = value.experience_years
    if (exp === undefined) issue('experience_years', S.experienceRequired)
    else if (!(AGENT_EXPERIENCE_LEVELS as readonly unknown[]).includes(exp)) {
      issue('experience_years', S.experienceInvalid)
    }
    const spec = value.specialization
    if (spec === undefined) issue('specialization', S.specializationRequired)
    else if (!(AGENT_SPECIALIZATIONS as readonly unknown[]).includes(spec)) {
      issue('specialization', S.specializationInvalid)
    }
    if (value.phone_number === undefined) issue('phone_number', S.phoneRequired)
    if (value.city === undefined) issue('city', S.cityRequired)
    if (value.state === undefined) issue('state', S.stateRequired)
    if (value.id_proof === undefined) issue('id_proof', S.idProofRequired)
  }

  for (const field of ['id_proof', 'address_proof', 'business_proof'] as const) {
    const message = value[field] === undefined ? null : documentFileError(value[field])
    if (message) issue(field, message)
  }
}

/** Step 2, additional information (buyer; seller business; agent professional). */
export const signupStep2Schema = z.object(signupStep2Shape).superRefine(checkRoleFields, always)

/**
 * The whole sign-up form (step 1 + step 2). Email is trimmed and lower-cased; role defaults
 * to buyer. Sellers need a business type; agents need experience level, specialization,
 * phone, city, state and an ID proof file (PNG, JPG, JPEG or PDF, at most 5 MB).
 */
export const signupSchema = z.object({ ...signupStep1Shape, ...signupStep2Shape }).superRefine((value, ctx) => {
  checkPasswordsMatch(value, ctx)
  checkRoleFields(value, ctx)
}, always)

export type SignupStep1Input = z.input<typeof signupStep1Schema>
export type SignupStep1Data = z.output<typeof signupStep1Schema>
export type SignupStep2Data = z.output<typeof signupStep2Schema>
export type SignupInput = z.input<typeof signupSchema>
export type SignupData = z.output<typeof signupSchema>

/* ------------------------------------------------------------------------------------------
 * Sign-in
 * ---------------------------------------------------------------------------------------- */

const loginPassword = z.string({ error: A.passwordRequired }).min(1, A.passwordRequired)

/** Sign-in modal: email required and valid, password required. */
export const loginSchema = z.object({
  email: emailField(A.emailRequired, A.emailInvalid),
  password: loginPassword,
})

/** Standalone /login page: as loginSchema, and the password has at least 6 characters. */
export const loginPageSchema = z.object({
  email: emailField(A.emailRequired, A.emailInvalid),
  password: z.string({ error: A.passwordRequired }).superRefine(
    firstFailing([
      [notBlank, A.passwordRequired],
      [(pw) => pw.length >= LIMITS.loginPasswordMin, A.loginPasswordMin],
    ]),
  ),
})

export type LoginData = z.output<typeof loginSchema>

/**
 * Admin login: both fields required, with the single form-level message
 * 'Please enter both email and password' (path []).
 */
export const adminLoginSchema = z
  .object({
    email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : ''), z.string()),
    password: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()),
  })
  .superRefine((value, ctx) => {
    if (!value.email || !value.password.trim()) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.admin.auth.bothRequired, path: [] })
    }
  })

export type AdminLoginData = z.output<typeof adminLoginSchema>

/* ------------------------------------------------------------------------------------------
 * Forgot / reset password
 * ---------------------------------------------------------------------------------------- */

/** Forgot password: email trimmed and lower-cased. */
export const forgotPasswordSchema = z.object({
  email: emailField(A.emailRequired, A.emailInvalid),
})

const R = MESSAGES.resetPassword

const newPassword = {
  password: z.preprocess((v) => v ?? '', z.string().min(LIMITS.passwordMin, R.minLength)),
  confirmPassword: z.preprocess((v) => v ?? '', z.string()),
}
const passwordsMatch = (value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: R.passwordsDoNotMatch, path: ['confirmPassword'] })
  }
}

/** The reset form as the member fills it in: a password of at least 8 characters and a matching confirmation. */
export const resetPasswordFormSchema = z.object(newPassword).superRefine(passwordsMatch, always)

/**
 * Reset password: the form, with the token from the e-mailed link (?token= or ?access_token=), which the
 * action adds (it never goes into the page).
 */
export const resetPasswordSchema = z.object({ token: requiredText(R.missingToken), ...newPassword }).superRefine(passwordsMatch, always)

export type ResetPasswordData = z.output<typeof resetPasswordSchema>

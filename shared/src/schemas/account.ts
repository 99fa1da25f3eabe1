/**
 * Signed-in account forms: OTP, change password, bank details, e-mail verification code,
 * profile (spec 000 and 001 section 5).
 */
import { z } from 'zod'
import { LIMITS, MESSAGES, OTP_ACTIONS, OTP_LENGTH } from '../constants'
import { isISODate } from '../dates'
import {
  BANK_ACCOUNT_PATTERN,
  blankToNull,
  emailField,
  firstFailing,
  IFSC_PATTERN,
  matches,
  notBlank,
  normalizePhone,
  nullableText,
  PHONE_PATTERN,
  requiredText,
} from './fields'
import { firstPasswordError } from './password'

const O = MESSAGES.otp
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const always = { when: (payload: { value: unknown }) => isRecord(payload.value) }

/** Required phone: 'Please enter your phone number'; normalised (spaces and punctuation removed). */
export const phoneField = z
  .string({ error: O.enterPhone })
  .trim()
  .overwrite(normalizePhone)
  .superRefine(
    firstFailing([
      [notBlank, O.enterPhone],
      [matches(PHONE_PATTERN), MESSAGES.signup.phoneInvalid],
    ]),
  )

/** A 6-digit code: 'Please enter the OTP' when blank, 'OTP must be 6 digits' otherwise. */
export const otpField = z
  .string({ error: O.enterOtp })
  .trim()
  .superRefine(
    firstFailing([
      [notBlank, O.enterOtp],
      [matches(new RegExp(`^\\d{${OTP_LENGTH}}$`)), O.otpDigits],
    ]),
  )

export const sendOtpSchema = z.object({
  phone: phoneField,
  action: z.enum(OTP_ACTIONS),
})

export const verifyOtpSchema = z.object({
  phone: phoneField,
  otp: otpField,
  action: z.enum(OTP_ACTIONS),
})

const PC = MESSAGES.passwordChange

/**
 * Change password (phone, OTP, current and new password): the current password is required
 * (the OTP alone only proves the phone), the new one follows the sign-up rule in order
 * (blank counts as too short: 'Password must be at least 8 characters long'), and new and
 * confirm must match ('New passwords do not match').
 */
export const passwordChangeSchema = z
  .object({
    phone: phoneField,
    otp: otpField,
    current_password: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().min(1, PC.currentPasswordRequired)),
    new_password: z.preprocess(
      (v) => (typeof v === 'string' ? v : ''),
      z.string().superRefine((value, ctx) => {
        const message = value.length < LIMITS.passwordMin ? PC.minLength : firstPasswordError(value)
        if (message) ctx.addIssue({ code: 'custom', message })
      }),
    ),
    confirm_password: z.preprocess((v) => v ?? '', z.string()),
  })
  .superRefine((v, ctx) => {
    if (v.new_password !== v.confirm_password) {
      ctx.addIssue({ code: 'custom', message: PC.newPasswordsDoNotMatch, path: ['confirm_password'] })
    }
  }, always)

const B = MESSAGES.bank

const bankShape = {
  bank_account_number: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : typeof v === 'number' ? String(v) : ''),
    z.string(),
  ),
  confirm_account_number: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : typeof v === 'number' ? String(v) : ''),
    z.string(),
  ),
  /** Forced to upper-case. */
  ifsc_code: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : ''), z.string()),
}

function checkBank(v: { bank_account_number: string; confirm_account_number: string; ifsc_code: string }, ctx: z.RefinementCtx) {
  if (!v.bank_account_number || !v.confirm_account_number || !v.ifsc_code) {
    ctx.addIssue({ code: 'custom', message: B.fillAll, path: [] })
    return
  }
  if (v.bank_account_number !== v.confirm_account_number) {
    ctx.addIssue({ code: 'custom', message: B.accountNumbersDoNotMatch, path: ['confirm_account_number'] })
    return
  }
  if (!BANK_ACCOUNT_PATTERN.test(v.bank_account_number)) {
    ctx.addIssue({ code: 'custom', message: B.accountNumberInvalid, path: ['bank_account_number'] })
  }
  if (!IFSC_PATTERN.test(v.ifsc_code)) {
    ctx.addIssue({ code: 'custom', message: B.ifscInvalid, path: ['ifsc_code'] })
  }
}

/**
 * Bank details (agent profile): all three filled ('Please fill in all bank account
 * details', form-level), account numbers match ('Account numbers do not match'), IFSC upper-cased.
 */
export const bankDetailsSchema = z.object(bankShape).superRefine(checkBank)

/** Bank details update through the OTP wizard: bank details plus phone and OTP. */
export const bankUpdateSchema = z
  .object({ ...bankShape, phone: phoneField, otp: otpField })
  .superRefine((v, ctx) => checkBank(v, ctx), always)

const EV = MESSAGES.emailVerification

/** E-mail code entry: the code keeps digits only, at most 6. */
export const emailVerificationSchema = z.object({
  email: emailField(EV.emailRequired, MESSAGES.auth.emailInvalid),
  otp: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\D/g, '').slice(0, OTP_LENGTH) : v), otpField),
})

/** Resend the verification code: 'Email is required to resend OTP'. */
export const resendVerificationSchema = z.object({
  email: emailField(EV.emailRequiredToResend, MESSAGES.auth.emailInvalid),
})

/** Profile edit (e-mail is read-only and not part of the form). */
export const profileUpdateSchema = z.object({
  first_name: requiredText(MESSAGES.signup.firstNameRequired),
  last_name: requiredText(MESSAGES.signup.lastNameRequired),
  phone_number: z.preprocess((v) => {
    const t = blankToNull(v)
    return typeof t === 'string' ? normalizePhone(t) : t
  }, z.string().regex(PHONE_PATTERN, MESSAGES.signup.phoneInvalid).nullable().optional()),
  date_of_birth: z.preprocess(blankToNull, z.string().refine(isISODate, MESSAGES.admin.users.dateOfBirthInvalid).nullable().optional()),
  city: nullableText(),
  state: nullableText(),
  address: nullableText(),
  bio: nullableText(2000),
  // Agent settings
  education_background: nullableText(),
  specialization: nullableText(),
})

export type PasswordChangeData = z.output<typeof passwordChangeSchema>
export type BankDetailsData = z.output<typeof bankDetailsSchema>
export type ProfileUpdateData = z.output<typeof profileUpdateSchema>

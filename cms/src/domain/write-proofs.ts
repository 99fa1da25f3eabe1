import { APIError } from 'payload'

// The `req.context` keys by which a service hands a collection hook what it has already checked (an OTP,
// a re-entered password, moderation's own write). No HTTP client can set `req.context`.

/**
 * `req.context` key: `{ phone, otp }` as the agent typed them in the Bank Details wizard, set by
 * services/bank-details/update-bank-details.ts.
 */
export const BANK_UPDATE_OTP = 'gruhaBankUpdateOtp'

export type BankUpdateOtp = { phone: string; otp: string }

/** A bank change without a good OTP: 403 with the spec's OTP message. */
export class BankOtpError extends APIError {
  constructor(message: string) {
    super(message, 403, null, true)
  }
}

/**
 * `req.context` key: the 6-digit code the member received on the NEW number (OTP action
 * 'verification'), set by services/profile/update-profile.ts from the profile form.
 */
export const PHONE_VERIFICATION_OTP = 'gruhaPhoneVerificationOtp'

/** Set in `req.context` by services/profile/change-password.ts after it checked the OTP and current password. */
export const PASSWORD_CHANGE_VERIFIED = 'gruhaPasswordChangeVerified'

/** Set by moderation's own writes (a hold, an admin's action): they are not screened again. */
export const MODERATION_WRITE = 'gruhaModerationWrite'

import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { smsAdapter } from '../sms'
import { consume, tooManyAttemptsMessage } from '../rate-limit/index'
import { CURRENT_PASSWORD_INCORRECT, checkPassword } from '../auth/check-password'
import { phoneKey } from './phone'
import { OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, generateOtp, hashOtp, otpMessage } from './otp-rules'
import type { SendOtpOptions, SendOtpResult } from './types'

/** (not in spec) */
export const OTP_PHONE_MISMATCH = 'This phone number does not match the one on your account'
export const otpThrottledMessage = (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`

/**
 * Sends a fresh 6-digit code for one action. A code goes only to the number stored on the account,
 * or, for 'verification', to a number the member is changing to once they have re-entered their
 * password: nobody can have texts sent to numbers that are not theirs. Earlier unused codes for the
 * same phone and action stop working; sends are throttled per phone and action. Only the hash
 * is stored; the code leaves this function only through the SMS adapter.
 * Runs as the system (otp-codes has no access-checked writes), on behalf of `user`.
 */
export async function sendOtp(payload: Payload, options: SendOtpOptions): Promise<SendOtpResult> {
  const { user, action } = options
  const now = options.now ?? new Date()
  // The number on record, read here rather than trusted from the caller.
  const account = await payload.findByID({
    collection: 'users',
    id: user.id,
    select: { email: true, phone_number: true },
    depth: 0,
    overrideAccess: true,
  })
  const phone = phoneKey(options.phone)
  const ownNumber = Boolean(account.phone_number) && phoneKey(account.phone_number ?? '') === phone
  if (!ownNumber && action !== 'verification') {
    return { ok: false, reason: 'phone_mismatch', message: OTP_PHONE_MISMATCH }
  }

  const latest = await payload.find({
    collection: 'otp-codes',
    overrideAccess: true,
    where: { and: [{ phone: { equals: phone } }, { action: { equals: action } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  const last = latest.docs[0]
  if (last) {
    const waitMs = new Date(last.createdAt).getTime() + OTP_RESEND_INTERVAL_MS - now.getTime()
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000)
      return { ok: false, reason: 'throttled', retryAfterSeconds: seconds, message: otpThrottledMessage(seconds) }
    }
  }

  if (!ownNumber) {
    if (!options.currentPassword) {
      const message = MESSAGES.passwordChange.currentPasswordRequired
      return { ok: false, reason: 'password', message }
    }
    if (!(await checkPassword({ payload, input: { email: account.email, password: options.currentPassword } }))) {
      return { ok: false, reason: 'password', message: CURRENT_PASSWORD_INCORRECT }
    }
  }

  // Only a send that passed the checks above uses a point of the 'otpSend' limit (issue 10, defect 7).
  if (options.limit) {
    const limited = await consume('otpSend', options.limit)
    if (!limited.ok) {
      return {
        ok: false,
        reason: 'limited',
        retryAfterSeconds: limited.retryAfterSeconds,
        message: tooManyAttemptsMessage(limited.retryAfterSeconds),
      }
    }
  }

  // A new code replaces any earlier one for this phone and action.
  await payload.update({
    collection: 'otp-codes',
    overrideAccess: true,
    where: { and: [{ phone: { equals: phone } }, { action: { equals: action } }, { consumed_at: { exists: false } }] },
    data: { consumed_at: now.toISOString() },
    depth: 0,
  })

  const code = generateOtp()
  const record = await payload.create({
    collection: 'otp-codes',
    overrideAccess: true,
    data: {
      phone,
      action,
      user: Number(user.id),
      code_hash: hashOtp(code, phone, action),
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      attempts: 0,
      createdAt: now.toISOString(),
    },
    depth: 0,
  })
  try {
    await smsAdapter().send({ to: options.phone, text: otpMessage(code, action) })
  } catch (error) {
    payload.logger.error({ msg: 'OTP SMS delivery failed', err: error instanceof Error ? error.message : String(error) })
    await payload.delete({ collection: 'otp-codes', id: record.id, overrideAccess: true })
    return { ok: false, reason: 'failed', message: MESSAGES.otp.failedToSend }
  }
  return { ok: true }
}

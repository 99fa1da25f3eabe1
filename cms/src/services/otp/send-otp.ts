import { MESSAGES } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import { smsAdapter } from '../sms'
import { consume, tooManyAttemptsMessage } from '../../domain/rate-limit/index'
import { checkPassword } from '../auth/check-password'
import { phoneKey } from '../../domain/otp/phone'
import { OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, generateOtp, hashOtp, otpMessage } from '../../domain/otp/otp-rules'
import type { SendOtpOptions } from '../../domain/otp/types'

export const otpThrottledMessage = (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`

/**
 * The SMS gateway failed and the code was withdrawn. Not a refusal (nothing the member did), so not an
 * AppError: the site answers it as a bad gateway (502) with the spec's message.
 */
export class OtpNotSentError extends Error {
  constructor() {
    super(MESSAGES.otp.failedToSend)
    this.name = 'OtpNotSentError'
  }
}

/** INVALID_INPUT with `message` on the one field it is about. */
const refuse = (field: 'phone' | 'current_password', message: string) =>
  new AppError('INVALID_INPUT', message, { fieldErrors: { [field]: message } })

/**
 * Sends a fresh 6-digit code for one action. A code goes only to the number stored on the account,
 * or, for 'verification', to a number the member is changing to once they have re-entered their
 * password: nobody can have texts sent to numbers that are not theirs. Earlier unused codes for the
 * same phone and action stop working; sends are throttled per phone and action. Only the hash
 * is stored; the code leaves this function only through the SMS adapter.
 * Runs as the system (otp-codes has no access-checked writes), on behalf of `user`.
 * Refusals throw AppError: INVALID_INPUT on `phone` (not the account's number) or `current_password`
 * (missing or wrong), LIMIT_REACHED with retryAfterSeconds (the 60-second gap, the 'otpSend' limit);
 * a failed SMS throws OtpNotSentError.
 */
export async function sendOtp({ payload, user, input, limit, now = new Date() }: SendOtpOptions): Promise<void> {
  const { action } = input
  // The number on record, read here rather than trusted from the caller.
  const account = await payload.findByID({
    collection: 'users',
    id: user.id,
    select: { email: true, phone_number: true },
    depth: 0,
    overrideAccess: true,
  })
  const phone = phoneKey(input.phone)
  const ownNumber = Boolean(account.phone_number) && phoneKey(account.phone_number ?? '') === phone
  if (!ownNumber && action !== 'verification') throw refuse('phone', MESSAGES.otp.phoneMismatch)

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
      throw new AppError('LIMIT_REACHED', otpThrottledMessage(seconds), { retryAfterSeconds: seconds })
    }
  }

  if (!ownNumber) {
    if (!input.currentPassword) throw refuse('current_password', MESSAGES.passwordChange.currentPasswordRequired)
    if (!(await checkPassword({ payload, input: { email: account.email, password: input.currentPassword } }))) {
      throw refuse('current_password', MESSAGES.passwordChange.currentPasswordIncorrect)
    }
  }

  // Only a send that passed the checks above uses a point of the 'otpSend' limit (issue 10, defect 7).
  if (limit) {
    const limited = await consume('otpSend', limit)
    if (!limited.ok) {
      const { retryAfterSeconds } = limited
      throw new AppError('LIMIT_REACHED', tooManyAttemptsMessage(retryAfterSeconds), { retryAfterSeconds })
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
    await smsAdapter().send({ to: input.phone, text: otpMessage(code, action) })
  } catch (error) {
    payload.logger.error({ msg: 'OTP SMS delivery failed', err: error instanceof Error ? error.message : String(error) })
    await payload.delete({ collection: 'otp-codes', id: record.id, overrideAccess: true })
    throw new OtpNotSentError()
  }
}

import { sql } from '@payloadcms/db-postgres'
import { MESSAGES } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import { drizzleOf, requestDrizzle } from '../../db/sql'
import { phoneKey, phoneMatchesAccount } from './phone'
import { OTP_MAX_ATTEMPTS, otpMatches } from './otp-rules'
import type { VerifyOtpOptions } from './types'

/** INVALID_INPUT with `message` on the code field. */
const refuse = (message: string) => new AppError('INVALID_INPUT', message, { fieldErrors: { otp: message } })

/**
 * Checks a code for one action, phone and user. Each wrong try counts; the fifth burns the code.
 * With `consume`, a right code is marked used in the same statement that checks it is unused,
 * so two requests racing with one code cannot both succeed. Given `req`, that mark is part of the
 * request's transaction (a write that then fails leaves the code usable); wrong tries always count,
 * on the pool, so a refusal that rolls the caller's transaction back does not undo them.
 * Refusals throw AppError INVALID_INPUT on `otp`: 'Invalid OTP' (wrong, used, expired or burnt code)
 * or the phone mismatch.
 */
export async function verifyOtp({ payload, user, input, consume, now = new Date(), req }: VerifyOtpOptions): Promise<void> {
  const { action } = input
  if (!phoneMatchesAccount(input.phone, user.phone_number)) throw refuse(MESSAGES.otp.phoneMismatch)
  const phone = phoneKey(input.phone)
  // Per-IP and per-account limits (rate-limit 'otpVerify') are applied by the calling route.

  const found = await payload.find({
    collection: 'otp-codes',
    overrideAccess: true,
    showHiddenFields: true,
    where: {
      and: [
        { phone: { equals: phone } },
        { action: { equals: action } },
        { user: { equals: Number(user.id) } },
        { consumed_at: { exists: false } },
        { expires_at: { greater_than: now.toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  const record = found.docs[0]
  if (!record || Number(record.attempts ?? 0) >= OTP_MAX_ATTEMPTS) throw refuse(MESSAGES.otp.invalid)
  const db = drizzleOf(payload)

  if (!otpMatches(input.code, phone, action, record.code_hash)) {
    await db.execute(sql`
      update otp_codes
         set attempts = attempts + 1,
             consumed_at = case when attempts + 1 >= ${OTP_MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else consumed_at end
       where id = ${record.id}`)
    throw refuse(MESSAGES.otp.invalid)
  }
  if (!consume) return
  const consumer = req ? await requestDrizzle(req) : db
  const used = await consumer.execute(sql`
    update otp_codes set consumed_at = ${now.toISOString()}::timestamptz
     where id = ${record.id} and consumed_at is null and attempts < ${OTP_MAX_ATTEMPTS}
     returning id`)
  if (used.rows.length !== 1) throw refuse(MESSAGES.otp.invalid)
}

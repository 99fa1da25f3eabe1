/** Test helper: a valid OTP for a user, phone and action, stored as the OTP service stores it (no SMS, no resend throttle). */
import type { Payload } from 'payload'
import type { OtpAction } from '@gruha/shared'
import { OTP_TTL_MS, generateOtp, hashOtp } from '../src/services/otp'
import { phoneKey } from '../src/domain/otp/phone'

export async function issueOtp(payload: Payload, options: { userId: number | string; phone: string; action: OtpAction }): Promise<string> {
  const code = generateOtp()
  const phone = phoneKey(options.phone)
  await payload.create({
    collection: 'otp-codes',
    overrideAccess: true,
    data: {
      phone,
      action: options.action,
      user: Number(options.userId),
      code_hash: hashOtp(code, phone, options.action),
      expires_at: new Date(Date.now() + OTP_TTL_MS).toISOString(),
      attempts: 0,
    },
  })
  return code
}

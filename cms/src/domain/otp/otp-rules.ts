import crypto from 'node:crypto'
import { OTP_LENGTH, type OtpAction } from '@gruha/shared'

/** How long a code stays valid. */
export const OTP_TTL_MS = 10 * 60 * 1000
/** Wrong tries that burn a code. */
export const OTP_MAX_ATTEMPTS = 5
/** Minimum gap between two sends to the same phone for the same action. */
export const OTP_RESEND_INTERVAL_MS = 60 * 1000

/** A uniformly random code from the CSPRNG, zero-padded to 6 digits. */
export function generateOtp(): string {
  return crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0')
}

function secret(): string {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is not set')
  return value
}

/**
 * HMAC-SHA256 of the code, keyed by the server secret and bound to the phone and action, so a
 * leaked table cannot be brute-forced offline and a code for one action never matches another.
 */
export function hashOtp(code: string, phone: string, action: OtpAction): string {
  return crypto.createHmac('sha256', secret()).update(`${action}:${phone}:${code}`).digest('hex')
}

/** Constant-time comparison of a typed code against a stored hash. */
export function otpMatches(code: string, phone: string, action: OtpAction, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex')
  const actual = Buffer.from(hashOtp(code, phone, action), 'hex')
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}

/** The text sent by SMS. */
export function otpMessage(code: string, action: OtpAction): string {
  const purpose =
    action === 'password_change' ? 'change your password' : action === 'bank_update' ? 'update your bank details' : 'verify your phone'
  return `${code} is your Gruha code to ${purpose}. It expires in 10 minutes. Never share it with anyone.`
}

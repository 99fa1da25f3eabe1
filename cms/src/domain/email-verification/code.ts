import crypto from 'node:crypto'
import { OTP_LENGTH } from '@gruha/shared'
import { serverEnv } from '../../env'

/** How long an e-mailed code works. */
export const CODE_TTL_MS = 30 * 60 * 1000
/** Wrong tries before a code is burnt. */
export const MAX_CODE_ATTEMPTS = 5

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/**
 * Keyed hash of a code, bound to the address it was sent to. Keyed with the server secret, so a
 * copy of the table alone cannot be brute-forced through the million possible codes.
 */
export function hashCode(email: string, code: string): string {
  return crypto
    .createHmac('sha256', serverEnv().PAYLOAD_SECRET)
    .update(`email-verification:${email.trim().toLowerCase()}:${code}`)
    .digest('hex')
}

/** Constant-time comparison of a typed code with a stored hash. */
export function codeMatches(email: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(email, code), 'hex')
  const b = Buffer.from(storedHash, 'hex')
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

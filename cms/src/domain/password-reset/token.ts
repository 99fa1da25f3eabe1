import crypto from 'node:crypto'

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

/** A random, URL-safe reset token (256 bits from the CSPRNG). */
export function generateResetToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

/**
 * What is stored: the token's SHA-256. The token has 256 random bits, so an unkeyed hash is enough
 * to make a copy of the table useless for resetting passwords.
 */
export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

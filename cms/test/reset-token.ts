/** Test helper: a working reset-link token for a user, stored as requestPasswordReset stores it (no mail). */
import type { Payload } from 'payload'
import { RESET_TOKEN_TTL_MS, generateResetToken, hashResetToken } from '../src/domain/password-reset/token'

export async function issueResetToken(payload: Payload, userId: number): Promise<string> {
  const token = generateResetToken()
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { resetPasswordToken: hashResetToken(token), resetPasswordExpiration: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString() },
  })
  return token
}

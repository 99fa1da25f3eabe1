import { APIError, ValidationError, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { signOut } from '../auth/sign-out'
import { hashResetToken } from './token'

export type ResetPasswordOptions = { payload: Payload; token: string; password: string }

export type ResetPasswordResult =
  { ok: true; email: string } | { ok: false; reason: 'token' | 'password'; message: string; fieldErrors: Record<string, string> }

/**
 * Sets a new password from an e-mailed link. Payload's resetPassword checks the token and its
 * expiry, enforces the password rule (users' beforeOperation hook), unlocks the account, ends
 * every existing session and makes the token unusable. The session it opens for the new password
 * is ended too: the person signs in again.
 */
export async function resetPassword({ payload, token, password }: ResetPasswordOptions): Promise<ResetPasswordResult> {
  try {
    const result = await payload.resetPassword({
      collection: 'users',
      data: { token: hashResetToken(token), password },
      // System work: the visitor proves who they are with the token, not a session.
      overrideAccess: true,
    })
    await signOut(payload, result.token)
    return { ok: true, email: (result.user as { email: string }).email }
  } catch (error) {
    if (error instanceof ValidationError) {
      const message = (error.data?.errors as Array<{ message: string }> | undefined)?.[0]?.message ?? MESSAGES.resetPassword.failed
      return { ok: false, reason: 'password', message, fieldErrors: { password: message } }
    }
    if (error instanceof APIError && (error.status === 403 || error.status === 400)) {
      const message = MESSAGES.resetPassword.missingToken
      return { ok: false, reason: 'token', message, fieldErrors: { token: message } }
    }
    throw error
  }
}

import { APIError, ValidationError, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import { signOut } from '../auth/sign-out'
import { hashResetToken } from './token'

/** Nobody is signed in: the e-mailed link's token is the proof, so there is no `user`. */
export type ResetPasswordOptions = { payload: Payload; input: { token: string; password: string } }

/**
 * Sets a new password from an e-mailed link. Payload's resetPassword checks the token and its
 * expiry, enforces the password rule (users' beforeOperation hook), unlocks the account, ends
 * every existing session and makes the token unusable. The session it opens for the new password
 * is ended too: the person signs in again. Returns the account's e-mail. Refusals throw AppError
 * INVALID_INPUT: on `password` (the rule's message; the token stays usable), or on `token` (unknown,
 * used or expired: the spec's one message).
 */
export async function resetPassword({ payload, input }: ResetPasswordOptions): Promise<{ email: string }> {
  try {
    const result = await payload.resetPassword({
      collection: 'users',
      data: { token: hashResetToken(input.token), password: input.password },
      // System work: the visitor proves who they are with the token, not a session.
      overrideAccess: true,
    })
    await signOut(payload, result.token)
    return { email: (result.user as { email: string }).email }
  } catch (error) {
    if (error instanceof ValidationError) {
      const message = (error.data?.errors as Array<{ message: string }> | undefined)?.[0]?.message ?? MESSAGES.resetPassword.failed
      throw new AppError('INVALID_INPUT', message, { fieldErrors: { password: message } })
    }
    if (error instanceof APIError && (error.status === 403 || error.status === 400)) {
      const message = MESSAGES.resetPassword.missingToken
      throw new AppError('INVALID_INPUT', message, { fieldErrors: { token: message } })
    }
    throw error
  }
}

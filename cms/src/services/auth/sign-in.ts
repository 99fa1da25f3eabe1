import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { AccountBlockedError } from '../../collections/Users/accountBlock'
import type { SessionUser } from './types'

/** Not in the spec: shown after five failed attempts lock the account. */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Your account is locked for 15 minutes; try again later or reset your password.'

export type SignInResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; reason: 'invalid' | 'locked' | 'inactive' | 'pending' | 'unverified'; message: string }

export async function signIn(payload: Payload, credentials: { email: string; password: string }): Promise<SignInResult> {
  let token: string | undefined
  let user: SessionUser
  try {
    const result = await payload.login({
      collection: 'users',
      data: { email: credentials.email.trim().toLowerCase(), password: credentials.password },
    })
    token = result.token
    // payload.login returns the user whenever it returns a token.
    user = result.user!
  } catch (error) {
    if (error instanceof LockedAuth) return { ok: false, reason: 'locked', message: ACCOUNT_LOCKED_MESSAGE }
    // The users collection's beforeLogin refuses inactive accounts and unapproved agents, with the spec's message.
    if (error instanceof AccountBlockedError) return { ok: false, reason: error.reason, message: error.message }
    if (error instanceof AuthenticationError) {
      return { ok: false, reason: 'invalid', message: MESSAGES.auth.invalidCredentials }
    }
    throw error
  }
  if (!token) return { ok: false, reason: 'invalid', message: MESSAGES.auth.invalidCredentials }
  return { ok: true, token, user }
}

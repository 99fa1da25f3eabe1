import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { signOut } from './sign-out'
import type { SessionUser } from './types'

/** Not in the spec: shown after five failed attempts lock the account. */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Your account is locked for 15 minutes; try again later or reset your password.'

export type SignInResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; reason: 'invalid' | 'locked' | 'inactive' | 'pending' | 'unverified'; message: string }

/** Why an account with the right password still may not sign in, per the spec's error catalogue. */
export function accountBlock(user: SessionUser): Exclude<SignInResult, { ok: true }> | null {
  if (user.status && user.status !== 'active') {
    return { ok: false, reason: 'inactive', message: MESSAGES.auth.notActive }
  }
  if (user.role === 'agent' && user.verification_status !== 'verified' && user.verification_status !== 'approved') {
    return user.verification_status === 'rejected'
      ? { ok: false, reason: 'inactive', message: MESSAGES.auth.notActive }
      : { ok: false, reason: 'pending', message: MESSAGES.auth.pendingVerification }
  }
  // Buyers and sellers may sign in before verifying their e-mail (a banner asks them to); agents,
  // who are listed publicly and handle clients, must verify it first.
  if (user.role === 'agent' && !user.email_verified) {
    return { ok: false, reason: 'unverified', message: MESSAGES.auth.emailNotVerified }
  }
  return null
}

export async function signIn(payload: Payload, credentials: { email: string; password: string }): Promise<SignInResult> {
  let token: string | undefined
  let user: SessionUser
  try {
    const result = await payload.login({
      collection: 'users',
      data: { email: credentials.email.trim().toLowerCase(), password: credentials.password },
    })
    token = result.token
    user = result.user as unknown as SessionUser
  } catch (error) {
    if (error instanceof LockedAuth) return { ok: false, reason: 'locked', message: ACCOUNT_LOCKED_MESSAGE }
    if (error instanceof AuthenticationError) {
      return { ok: false, reason: 'invalid', message: MESSAGES.auth.invalidCredentials }
    }
    throw error
  }
  if (!token) return { ok: false, reason: 'invalid', message: MESSAGES.auth.invalidCredentials }
  const blocked = accountBlock(user)
  if (blocked) {
    await signOut(payload, token)
    return blocked
  }
  return { ok: true, token, user }
}

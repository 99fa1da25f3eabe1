import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { AccountBlockedError } from '../../domain/auth/account-block'
import { AppError } from '../../errors/app-error'
import type { SessionUser } from '../../domain/auth/session-user'

/** Not in the spec: shown after five failed attempts lock the account. */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts. Your account is locked for 15 minutes; try again later or reset your password.'

export type SignInOptions = { payload: Payload; input: { email: string; password: string } }

export type SignedIn = { token: string; user: SessionUser }

/**
 * Signs a visitor in with e-mail and password (no one is signed in yet, so no `user`). Refusals throw
 * AppError: a wrong password and an unknown e-mail alike UNAUTHENTICATED with the spec's one message
 * (the users collection's equalLoginTiming hook makes them take as long, inside payload.login, before
 * anything here can throw); a locked account LIMIT_REACHED (no Retry-After: the lock is not a rate
 * limit's bucket); an inactive, pending or unverified account UNAUTHENTICATED with its spec message.
 */
export async function signIn({ payload, input }: SignInOptions): Promise<SignedIn> {
  // Payload refuses a blank e-mail or password with its own ValidationError (a 500 for the caller); both
  // are the caller's input, so they are named here (the console's fuzz found a password of one space).
  const fieldErrors = {
    ...(input.email.trim() ? {} : { email: MESSAGES.auth.emailRequired }),
    ...(input.password.trim() ? {} : { password: MESSAGES.auth.passwordRequired }),
  }
  const [first] = Object.values(fieldErrors)
  if (first) throw new AppError('INVALID_INPUT', first, { fieldErrors })
  let token: string | undefined
  let user: SessionUser
  try {
    const result = await payload.login({
      collection: 'users',
      data: { email: input.email.trim().toLowerCase(), password: input.password },
    })
    token = result.token
    // payload.login returns the user whenever it returns a token.
    user = result.user!
  } catch (error) {
    if (error instanceof LockedAuth) throw new AppError('LIMIT_REACHED', ACCOUNT_LOCKED_MESSAGE)
    // The users collection's beforeLogin refuses inactive accounts and unapproved agents, with the spec's
    // message. UNAUTHENTICATED (401), as the sign-in forms have always answered it, not FORBIDDEN.
    if (error instanceof AccountBlockedError) throw new AppError('UNAUTHENTICATED', error.message)
    if (error instanceof AuthenticationError) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials)
    throw error
  }
  if (!token) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials)
  return { token, user }
}

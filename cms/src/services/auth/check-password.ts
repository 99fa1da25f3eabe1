import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { signOut } from '../../domain/auth/sign-out'

/**
 * Whether `password` is the account's current password, checked by signing in with it; the
 * throwaway session is ended at once. A wrong password counts towards the account lock like a
 * failed sign-in, and a locked account answers false.
 */
export async function checkPassword({
  payload,
  input,
}: {
  payload: Payload
  input: { email: string; password: string }
}): Promise<boolean> {
  // No account has a blank password, and Payload refuses one with a ValidationError (a 500 for the caller).
  if (!input.password.trim()) return false
  try {
    const check = await payload.login({ collection: 'users', data: { email: input.email, password: input.password } })
    await signOut(payload, check.token)
    return true
  } catch (error) {
    if (error instanceof AuthenticationError || error instanceof LockedAuth) return false
    throw error
  }
}

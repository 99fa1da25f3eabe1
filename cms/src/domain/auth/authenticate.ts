import { executeAuthStrategies, type Payload } from 'payload'
import type { SessionUser } from './session-user'

/**
 * The user behind a Payload token, or null when it is invalid, expired or signed out.
 * Payload's own strategies check the token and its session; `payload.auth` would also work out
 * the user's permissions on every collection, which no caller here reads, on every request.
 */
export async function authenticate(payload: Payload, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null
  try {
    const { user } = await executeAuthStrategies({ headers: new Headers({ Authorization: `JWT ${token}` }), payload })
    return user && user.collection === 'users' ? user : null
  } catch {
    return null
  }
}

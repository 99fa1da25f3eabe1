import type { Payload } from 'payload'
import type { SessionUser } from './types'

/** The user behind a Payload token, or null when it is invalid, expired or signed out. */
export async function authenticate(payload: Payload, token: string | undefined): Promise<SessionUser | null> {
  if (!token) return null
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    return user && user.collection === 'users' ? user : null
  } catch {
    return null
  }
}

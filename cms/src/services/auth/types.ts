import type { Role } from '@gruha/shared'

/** The signed-in user as Payload returns it from a token (`_sid` names the server-side session). */
export type SessionUser = {
  id: number
  collection: 'users'
  email: string
  role: Role
  first_name?: string | null
  last_name?: string | null
  status?: string | null
  verification_status?: string | null
  email_verified?: boolean | null
  _sid?: string
  [key: string]: unknown
}

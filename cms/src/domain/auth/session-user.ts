import type { User } from '../../payload-types'

/** The signed-in user as Payload returns it from a token (`_sid` names the server-side session). */
export type SessionUser = User & { _sid?: string }

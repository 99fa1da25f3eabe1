import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'

/** Every saved-properties service acts as the signed-in member, through Payload's access rules. */
export type SavedOptions = { payload: Payload; user: SessionUser }

/** Whether the listing is on the member's list afterwards. */
export type SaveResult = { saved: boolean }

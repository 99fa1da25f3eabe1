import type { Payload } from 'payload'
import type { SessionUser } from '../auth/types'

/** Every saved-properties service acts as the signed-in member, through Payload's access rules. */
export type SavedOptions = { payload: Payload; user: SessionUser }

export type SaveResult = { ok: true; saved: boolean } | { ok: false; reason: 'not_found' | 'forbidden' }

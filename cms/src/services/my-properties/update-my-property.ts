import type { Payload } from 'payload'
import { MESSAGES, type MyPropertyData } from '@gruha/shared'
import type { SessionUser } from '../auth/types'
import { refusal, toPropertyData, type SaveResult } from './property-data'

export type UpdateMyPropertyOptions = { payload: Payload; user: SessionUser; id: number; input: MyPropertyData }

/** Edits one of the caller's listings (the same form as Add); status is Manage's job. */
export async function updateMyProperty({ payload, user, id, input }: UpdateMyPropertyOptions): Promise<SaveResult> {
  try {
    const doc = await payload.update({ collection: 'properties', id, data: toPropertyData(input), depth: 0, overrideAccess: false, user })
    return { ok: true, id: doc.id, status: doc.status }
  } catch (error) {
    return refusal(error, MESSAGES.properties.updateFailed)
  }
}

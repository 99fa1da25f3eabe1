import type { Payload } from 'payload'
import { MESSAGES, type MyPropertyData } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { throwAsAppError } from '../../errors/payload-refusals'
import { toPropertyData, type SavedProperty } from './property-data'

export type UpdateMyPropertyOptions = { payload: Payload; user: SessionUser; id: number; input: MyPropertyData }

/** Edits one of the caller's listings (the same form as Add); status is Manage's job. */
export async function updateMyProperty({ payload, user, id, input }: UpdateMyPropertyOptions): Promise<SavedProperty> {
  try {
    const doc = await payload.update({ collection: 'properties', id, data: toPropertyData(input), depth: 0, overrideAccess: false, user })
    return { id: doc.id, status: doc.status }
  } catch (error) {
    throwAsAppError(error, MESSAGES.properties.updateFailed)
  }
}

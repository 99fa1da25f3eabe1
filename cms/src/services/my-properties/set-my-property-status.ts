import type { Payload } from 'payload'
import { MESSAGES, type PropertyStatus } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { throwAsAppError } from '../../errors/payload-refusals'
import { type SavedProperty } from './property-data'

export type SetMyPropertyStatusOptions = { payload: Payload; user: SessionUser; id: number; status: PropertyStatus }

/** Manage: active, inactive, sold or rented. The collection refuses other values and listings in review. */
export async function setMyPropertyStatus({ payload, user, id, status }: SetMyPropertyStatusOptions): Promise<SavedProperty> {
  try {
    const doc = await payload.update({ collection: 'properties', id, data: { status }, depth: 0, overrideAccess: false, user })
    return { id: doc.id, status: doc.status }
  } catch (error) {
    throwAsAppError(error, MESSAGES.properties.ownerStatusInvalid)
  }
}

import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { throwAsAppError } from '../../errors/payload-refusals'

export type DeleteMyPropertyOptions = { payload: Payload; user: SessionUser; id: number }

/**
 * Deletes one of the caller's listings. The collection decides who may, removes the listing's own
 * records (rent listing, maintenance requests) and refuses while customers' tour requests or
 * enquiries point at it (INVALID_INPUT, in its words).
 */
export async function deleteMyProperty({ payload, user, id }: DeleteMyPropertyOptions): Promise<void> {
  try {
    await payload.delete({ collection: 'properties', id, depth: 0, overrideAccess: false, user })
  } catch (error) {
    throwAsAppError(error, MESSAGES.properties.deleteFailed)
  }
}

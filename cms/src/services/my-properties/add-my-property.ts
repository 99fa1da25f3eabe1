import type { Payload } from 'payload'
import { MESSAGES, PROPERTY_REVIEW_STATUS, type MyPropertyData } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { throwAsAppError } from '../../errors/payload-refusals'
import { toPropertyData, type SavedProperty } from './property-data'

export type AddMyPropertyOptions = { payload: Payload; user: SessionUser; input: MyPropertyData }

/**
 * Lists a property as the signed-in seller or agent. The collection stamps owner, added_by and
 * added_by_role, and publishes it at once only if the owner is verified (otherwise it waits in
 * review with a `property_listing` approval).
 */
export async function addMyProperty({ payload, user, input }: AddMyPropertyOptions): Promise<SavedProperty> {
  try {
    const doc = await payload.create({
      collection: 'properties',
      // The owner never chooses the status: field access drops it and `holdUnverifiedListings` decides
      // (active for a verified owner, else in review). The type wants one; this is the safe one.
      data: { ...toPropertyData(input), status: PROPERTY_REVIEW_STATUS },
      depth: 0,
      overrideAccess: false,
      user,
    })
    return { id: doc.id, status: doc.status }
  } catch (error) {
    throwAsAppError(error, MESSAGES.properties.addFailed)
  }
}

import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES, PROPERTY_REVIEW_STATUS, PROPERTY_STATUSES, isOneOf, isVerifiedStatus } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import type { Property } from '../../../payload-types'
import { MODERATION_WRITE } from '../../../domain/write-proofs'

const fail = (message: string) => new ValidationError({ collection: 'properties', errors: [{ message, path: 'status' }] })

/**
 * Publishing rules for listings written by anyone but an admin (the site, the console API and
 * Payload's REST API all pass here):
 * - a new listing is `active` when its owner is verified, otherwise `pending_review` (unpublished;
 *   `queueListingReview` opens the `property_listing` approval);
 * - an owner may move their listing only between active, inactive, sold and rented, and never out
 *   of review: only an admin (approving the listing) can publish a `pending_review` listing.
 */
export const holdUnverifiedListings: CollectionBeforeChangeHook<Property> = async ({ data, operation, originalDoc, req, context }) => {
  const { user } = req
  // A moderation hold (members' reports) is the system's write, made while a reporter is signed in.
  if (!user || userIsAdmin(user) || context[MODERATION_WRITE]) return data
  if (operation === 'create') {
    const stored = await req.payload.findByID({
      collection: 'users',
      id: user.id,
      depth: 0,
      select: { verification_status: true },
      // System read of the caller's own verification state, inside the same transaction.
      overrideAccess: true,
      req,
    })
    data.status = isVerifiedStatus(stored.verification_status) ? 'active' : PROPERTY_REVIEW_STATUS
    return data
  }
  const before = originalDoc?.status
  if (data.status === undefined || data.status === before) return data
  if (before === PROPERTY_REVIEW_STATUS) throw fail(MESSAGES.properties.underReview)
  if (!isOneOf(PROPERTY_STATUSES, data.status)) throw fail(MESSAGES.properties.ownerStatusInvalid)
  return data
}

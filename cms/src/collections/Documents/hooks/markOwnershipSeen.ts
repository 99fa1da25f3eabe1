import type { CollectionAfterChangeHook } from 'payload'
import type { Document } from '../../../payload-types'
import { propertyOwnerId } from '../../hooks/propertyOwner'
import { relationId } from '../../../domain/relations'
import { isOwnershipPaper } from './ownListingOnly'

/**
 * When an admin approves an ownership document uploaded by the listing's own owner, the listing
 * gets its "ownership document seen" tier, dated with the review (same transaction, any path).
 */
export const markOwnershipSeen: CollectionAfterChangeHook<Document> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.review_status !== 'approved' || previousDoc?.review_status === 'approved') return doc
  if (!isOwnershipPaper(doc.document_category) || doc.entity_type !== 'property') return doc
  const propertyId = Number(doc.entity_id)
  if (!propertyId) return doc
  const owner = await propertyOwnerId(req, propertyId)
  if (!owner || owner !== relationId(doc.uploaded_by)) return doc
  await req.payload.update({
    collection: 'properties',
    id: propertyId,
    data: { ownership_document_checked_at: doc.reviewed_at ?? new Date().toISOString() },
    depth: 0,
    // System write: the tier is the effect of the admin's approval above.
    overrideAccess: true,
    req,
  })
  return doc
}

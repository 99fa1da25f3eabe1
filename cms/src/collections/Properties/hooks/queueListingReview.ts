import type { CollectionAfterChangeHook } from 'payload'
import { PROPERTY_REVIEW_STATUS } from '@gruha/shared'
import type { Property } from '../../../payload-types'

const idOf = (v: Property['owner']): number | null => (typeof v === 'number' ? v : (v?.id ?? null))

/**
 * A listing created in review gets its `property_listing` approval in the same transaction, so the
 * admin's queue (Admin approvals) always holds every unpublished listing. Approvals are admin-only
 * to create, hence the system write.
 */
export const queueListingReview: CollectionAfterChangeHook<Property> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.status !== PROPERTY_REVIEW_STATUS) return doc
  const user = idOf(doc.owner) ?? idOf(doc.added_by)
  if (!user) return doc
  await req.payload.create({
    collection: 'approvals',
    data: { approval_type: 'property_listing', status: 'pending', user, property: doc.id, origin: 'user' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}

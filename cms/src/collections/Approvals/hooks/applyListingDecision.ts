import type { CollectionAfterChangeHook } from 'payload'
import type { Approval } from '../../../payload-types'

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null

/**
 * A `property_listing` approval decides whether an unverified owner's listing goes live: approving
 * publishes it (status active); rejecting keeps it off the site (a live listing is taken down to
 * inactive; one still in review stays there). The owner gets an in-app notice. Runs in the same
 * transaction as the decision, whichever path made it (console API, CMS, REST).
 */
export const applyListingDecision: CollectionAfterChangeHook<Approval> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.approval_type !== 'property_listing') return doc
  if (operation === 'update' && previousDoc?.status === doc.status) return doc
  if (doc.status !== 'approved' && doc.status !== 'rejected') return doc
  const propertyId = idOf(doc.property)
  if (!propertyId) return doc
  const property = await req.payload
    .findByID({ collection: 'properties', id: propertyId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!property) return doc
  const approved = doc.status === 'approved'
  if (approved || property.status === 'active') {
    await req.payload.update({
      collection: 'properties',
      id: propertyId,
      data: { status: approved ? 'active' : 'inactive' },
      depth: 0,
      // System write: publishing is the approval's effect, decided by the admin above.
      overrideAccess: true,
      req,
    })
  }
  const owner = idOf(doc.user)
  if (owner) {
    await req.payload.create({
      collection: 'notifications',
      data: {
        user: owner,
        title: approved ? 'Your listing is live' : 'Your listing was not approved',
        message: approved
          ? `"${property.title}" has been approved and is now visible on Gruha.`
          : `"${property.title}" was not approved. Reason: ${doc.admin_notes ?? ''}`,
        link: '/my-properties',
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return doc
}

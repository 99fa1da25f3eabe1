import { ValidationError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'
import { MESSAGES } from '@gruha/shared'

/** Records that exist only for the listing and go with it. */
const OWNED_BY_LISTING: CollectionSlug[] = [
  'saved-properties',
  'rent-listings',
  'maintenance-requests',
  'viewings',
  'property-assignments',
  'price-changes',
  'saved-search-hits',
]
/** Records that are also a customer's history: a listing that has them is kept (mark it inactive or sold). */
const CUSTOMER_HISTORY: CollectionSlug[] = ['bookings', 'inquiries']

/**
 * Before a listing is deleted (by its owner or an admin, whatever the path): refuses when buyers'
 * tour requests or enquiries point at it, and otherwise removes the records that exist only for it,
 * in the same transaction (their foreign keys cannot be left empty). Runs after the delete access check.
 */
export const removeListingDependents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const onListing = { property: { equals: id } }
  for (const collection of CUSTOMER_HISTORY) {
    const { totalDocs } = await req.payload.count({ collection, where: onListing, overrideAccess: true, req })
    if (totalDocs > 0) {
      throw new ValidationError({ collection: 'properties', errors: [{ message: MESSAGES.properties.hasCustomerHistory, path: 'id' }] })
    }
  }
  for (const collection of OWNED_BY_LISTING) {
    await req.payload.delete({ collection, where: onListing, overrideAccess: true, depth: 0, req })
  }
}

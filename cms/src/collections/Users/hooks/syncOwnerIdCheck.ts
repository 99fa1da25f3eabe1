import type { CollectionAfterChangeHook } from 'payload'
import type { User } from '../../../payload-types'

/** Copies a changed `kyc_verified_at` onto the owner's listings (their "owner ID checked" tier), in the same transaction. */
export const syncOwnerIdCheck: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || (doc.kyc_verified_at ?? null) === (previousDoc?.kyc_verified_at ?? null)) return doc
  await req.payload.update({
    collection: 'properties',
    where: { owner: { equals: doc.id } },
    data: { owner_id_checked_at: doc.kyc_verified_at ?? null },
    depth: 0,
    // System write: the tier follows the admin's decision on the account.
    overrideAccess: true,
    context: { trustSync: true },
    req,
  })
  return doc
}

import type { CollectionBeforeChangeHook } from 'payload'
import type { Property } from '../../../payload-types'
import { relationId } from '../../../domain/relations'

/**
 * The "owner ID checked" tier is the owner's KYC approval date (`users.kyc_verified_at`), copied
 * onto the listing so cards, the Verified filter and the sitemap read one column. Set when the
 * listing is created or changes owner; `syncOwnerIdCheck` on users keeps it current afterwards.
 */
export const stampOwnerIdCheck: CollectionBeforeChangeHook<Property> = async ({ data, operation, originalDoc, req }) => {
  const owner = relationId(data.owner)
  if (operation === 'update' && (owner === undefined || owner === relationId(originalDoc?.owner))) return data
  if (!owner) {
    data.owner_id_checked_at = null
    return data
  }
  const user = await req.payload.findByID({
    collection: 'users',
    id: owner,
    depth: 0,
    select: { kyc_verified_at: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  data.owner_id_checked_at = user?.kyc_verified_at ?? null
  return data
}

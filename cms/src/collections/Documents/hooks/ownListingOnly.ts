import type { CollectionBeforeChangeHook } from 'payload'
import { MESSAGES, OWNERSHIP_DOCUMENTS } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import { AppError } from '../../../errors/app-error'
import type { Document } from '../../../payload-types'
import { propertyOwnerId } from '../../hooks/propertyOwner'

const isOwnershipPaper = (category: unknown) => (OWNERSHIP_DOCUMENTS as readonly unknown[]).includes(category)

/**
 * An ownership document (sale deed, tax receipt, encumbrance certificate) is uploaded for one
 * listing (`entity_type` property, `entity_id` its id) by that listing's owner, on every path.
 */
export const ownListingOnly: CollectionBeforeChangeHook<Document> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !isOwnershipPaper(data.document_category)) return data
  data.entity_type = 'property'
  if (!req.user || userIsAdmin(req.user)) return data
  const owner = await propertyOwnerId(req, Number(data.entity_id) || undefined)
  if (!owner || owner !== Number(req.user.id)) throw new AppError('FORBIDDEN', MESSAGES.upload.ownershipDocumentsOwnListingsOnly)
  return data
}

export { isOwnershipPaper }

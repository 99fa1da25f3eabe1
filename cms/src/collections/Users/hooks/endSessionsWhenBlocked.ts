import type { CollectionAfterChangeHook } from 'payload'
import type { User } from '../../../payload-types'
import { accountBlock } from '../../../domain/auth/account-block'

/**
 * When an account stops being allowed in (an admin sets it inactive or suspended, or revokes or
 * rejects an agent's verification), every session it holds ends in the same transaction: its
 * site cookie and any Payload token stop working on the next request.
 */
export const endSessionsWhenBlocked: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'update' || !accountBlock(doc)) return doc
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: [] }, req, returning: false })
  return doc
}

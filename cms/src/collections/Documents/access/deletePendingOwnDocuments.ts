import type { Access, Where } from 'payload'
import { userIsAdmin, userIsSignedIn } from '../../../access/roles'

/** Admins any; the uploader only while the document awaits review. */
export const deletePendingOwnDocuments: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (!userIsSignedIn(user)) return false
  const where: Where = { and: [{ uploaded_by: { equals: user.id } }, { review_status: { equals: 'pending' } }] }
  return where
}

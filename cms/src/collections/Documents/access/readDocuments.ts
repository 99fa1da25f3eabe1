import type { Access } from 'payload'
import { userIsAdmin, userIsSignedIn } from '../../../access/roles'

/** Private files: the uploader and admins only (files are served through this check too). */
export const readDocuments: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (!userIsSignedIn(user)) return false
  return { uploaded_by: { equals: user.id } }
}

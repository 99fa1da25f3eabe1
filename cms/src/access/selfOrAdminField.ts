import type { FieldAccess } from 'payload'
import { userIsAdmin, userIsSignedIn } from './roles'

/** Field read guard on `users`: the person themselves and admins. */
export const selfOrAdminField: FieldAccess = ({ req: { user }, doc, id }) => {
  if (userIsAdmin(user)) return true
  if (!userIsSignedIn(user)) return false
  const docId = doc?.id ?? id
  return docId !== undefined && docId !== null && String(docId) === String(user.id)
}

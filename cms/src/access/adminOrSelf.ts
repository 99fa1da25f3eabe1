import type { Access } from 'payload'
import { userIsAdmin, userIsSignedIn } from './roles'

/** On `users`: admins see every record, anyone else signed in only their own. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (!userIsSignedIn(user)) return false
  return { id: { equals: user.id } }
}

import type { Access } from 'payload'
import { userIsAdmin, userIsSignedIn } from '../../../access/roles'
import { publicAgentsWhere } from './publicAgents'

/** Admins: everyone. Others: the public agents directory, plus their own record when signed in. */
export const readUsers: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (!userIsSignedIn(user)) return publicAgentsWhere
  return { or: [{ id: { equals: user.id } }, publicAgentsWhere] }
}

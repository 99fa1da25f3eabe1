import type { Access } from 'payload'
import { ownedWhere } from '../../../access/ownedBy'
import { hasRole, userIsAdmin } from '../../../access/roles'

/** Update and delete: admins any; sellers and agents only listings they own or added. */
export const manageOwnProperties: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (user && hasRole(user, 'seller', 'agent')) return ownedWhere(user, 'owner', 'added_by')
  return false
}

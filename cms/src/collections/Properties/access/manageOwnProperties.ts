import type { Access } from 'payload'
import { ownedWhere } from '../../../access/ownedBy'
import { hasRole, userIsAdmin, userMayList } from '../../../access/roles'

/**
 * Update and delete: admins any; sellers and approved agents (active accounts) only listings
 * they own or added. An agent whose approval is pending or revoked can change none.
 */
export const manageOwnProperties: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (user && hasRole(user, 'seller', 'agent') && userMayList(user)) return ownedWhere(user, 'owner', 'added_by')
  return false
}

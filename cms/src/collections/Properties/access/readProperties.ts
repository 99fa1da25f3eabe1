import type { Access } from 'payload'
import { ownedWhere } from '../../../access/ownedBy'
import { userIsAdmin, userIsMember } from '../../../access/roles'

const active = { status: { equals: 'active' } }

/** Admins: all. Members: active listings plus their own (any status). Visitors, editors: active only. */
export const readProperties: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (user && userIsMember(user)) return { or: [active, ownedWhere(user, 'owner', 'added_by')] }
  return active
}

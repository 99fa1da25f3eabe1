import type { CollectionBeforeChangeHook } from 'payload'
import { userIsAdmin } from '../../../access/roles'
import type { Property } from '../../../payload-types'

/**
 * On create: owner, added_by and added_by_role come from the signed-in user. Non-admins cannot
 * supply them (field access drops them); an admin may name another owner, and is stamped as
 * added_by with role admin (spec 002 §6).
 */
export const stampOwner: CollectionBeforeChangeHook<Property> = ({ data, operation, req: { user } }) => {
  if (operation !== 'create' || !user) return data
  const admin = userIsAdmin(user)
  if (!admin || data.owner === undefined || data.owner === null) data.owner = user.id
  if (!admin || data.added_by === undefined || data.added_by === null) data.added_by = user.id
  if (!admin || !data.added_by_role) data.added_by_role = user.role
  return data
}

import type { Access, Where } from 'payload'
import { userIsAdmin, userIsMember, type AccessUser } from './roles'

/** A Where matching records whose `fields` (any of them) point at `user`. */
export const ownedWhere = (user: NonNullable<AccessUser>, ...fields: string[]): Where =>
  fields.length === 1 ? { [fields[0]]: { equals: user.id } } : { or: fields.map((field) => ({ [field]: { equals: user.id } })) }

/**
 * Admins: everything. Members (buyer, seller, agent): records where one of `fields` is them.
 * Editors and visitors: nothing.
 */
export const ownedBy =
  (...fields: string[]): Access =>
  ({ req: { user } }) => {
    if (userIsAdmin(user)) return true
    if (!user || !userIsMember(user)) return false
    return ownedWhere(user, ...fields)
  }

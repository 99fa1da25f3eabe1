import type { Access, Where } from 'payload'
import { userIsAdmin, userIsMember } from '../../../access/roles'

const onActiveListing: Where = { 'property.status': { equals: 'active' } }

/** A listing's price history is as public as the listing: admins all, members also their own listings'. */
export const readPriceChanges: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (user && userIsMember(user)) {
    const own: Where[] = [{ 'property.owner': { equals: user.id } }, { 'property.added_by': { equals: user.id } }]
    return { or: [onActiveListing, ...own] }
  }
  return onActiveListing
}

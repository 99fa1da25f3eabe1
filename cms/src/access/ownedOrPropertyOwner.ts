import type { Access, Where } from 'payload'
import { onPropertiesOf } from './propertiesOf'
import { userIsAdmin, userIsMember } from './roles'

/**
 * Read rule for records about a property (bookings, inquiries, maintenance requests, viewings):
 * admins all; members the records they are named on (`fields`) plus those on properties they own.
 */
export const ownedOrPropertyOwner =
  (...fields: string[]): Access =>
  async ({ req }) => {
    const { user } = req
    if (userIsAdmin(user)) return true
    if (!user || !userIsMember(user)) return false
    const or: Where[] = fields.map((field) => ({ [field]: { equals: user.id } }))
    or.push(await onPropertiesOf(req.payload, user.id, ['owner'], req))
    return { or }
  }

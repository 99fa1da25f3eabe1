import type { Access, Where } from 'payload'
import { onPropertiesOf } from '../../../access/propertiesOf'
import { userIsAdmin, userIsMember } from '../../../access/roles'

/**
 * Who may see (and, for `update`, act on) a tour request: admins; the customer, by account or,
 * for a booking made before they signed up, by their verified e-mail address on an unowned
 * booking; the property's owner; and, for reading, the agent it names.
 */
export const bookingParties =
  ({ includeAgent }: { includeAgent: boolean }): Access =>
  async ({ req }) => {
    const { user } = req
    if (userIsAdmin(user)) return true
    if (!user || !userIsMember(user)) return false
    const or: Where[] = [{ user: { equals: user.id } }, await onPropertiesOf(req.payload, user.id, ['owner'], req)]
    if (includeAgent) or.push({ agent: { equals: user.id } })
    if (user.email && user.email_verified) {
      or.push({ and: [{ user: { exists: false } }, { email: { equals: user.email.trim().toLowerCase() } }] })
    }
    return { or }
  }

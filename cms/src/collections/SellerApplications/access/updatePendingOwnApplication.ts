import type { Access, Where } from 'payload'
import { userIsAdmin, userIsMember } from '../../../access/roles'

/** Admins any; the applicant only their own, and only while it is pending review. */
export const updatePendingOwnApplication: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (!user || !userIsMember(user)) return false
  const where: Where = { and: [{ user: { equals: user.id } }, { status: { equals: 'pending' } }] }
  return where
}

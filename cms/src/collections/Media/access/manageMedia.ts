import type { Access } from 'payload'
import { hasRole, userIsMember } from '../../../access/roles'

/** Update and delete: admins and editors any file; other members only what they uploaded. */
export const manageMedia: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  if (user && userIsMember(user)) return { uploaded_by: { equals: user.id } }
  return false
}

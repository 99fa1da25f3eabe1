import type { Access } from 'payload'
import { hasRole, userIsAdmin } from './roles'

/** Assignments: admins all; an agent only those naming them in `field`. */
export const assignedTo =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (userIsAdmin(user)) return true
    if (user && hasRole(user, 'agent')) return { [field]: { equals: user.id } }
    return false
  }

import type { FieldAccess } from 'payload'
import { SELF_SERVICE_ROLES, userIsAdmin } from '../../../access/roles'

/** Sign-up may choose buyer, seller or agent; only an admin creates admins and editors. */
export const roleCreateField: FieldAccess = ({ req: { user }, siblingData }) => {
  if (userIsAdmin(user)) return true
  const role = siblingData?.role
  return role === undefined || role === null || (SELF_SERVICE_ROLES as readonly string[]).includes(role)
}

import { ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { SELF_SERVICE_ROLES, userIsAdmin } from '../../../access/roles'

export const STAFF_ROLE_MESSAGE = 'You cannot sign up with this role.'

/**
 * A create by anyone but an admin (sign-up) may only ask for buyer, seller or agent.
 * Refused outright rather than silently downgraded, so a tampered form gets a clear error.
 */
export const refuseStaffRoleOnSignup: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return args
  if (args.overrideAccess || userIsAdmin(req.user)) return args
  const role = (args.data as { role?: unknown } | undefined)?.role
  if (role !== undefined && role !== null && !(SELF_SERVICE_ROLES as readonly unknown[]).includes(role)) {
    throw new ValidationError({ collection: 'users', errors: [{ message: STAFF_ROLE_MESSAGE, path: 'role' }] })
  }
  return args
}

import { Forbidden, type CollectionBeforeOperationHook } from 'payload'
import { userIsAdmin } from '../../../access/roles'
import { PASSWORD_CHANGE_VERIFIED } from '../../../domain/write-proofs'

/**
 * A signed-in non-admin may change their password only through the change-password service
 * (current password + phone OTP), never with a bare update (e.g. PATCH /cms/api/users/:id).
 * Admins, system calls without a user, sign-up (create) and reset-by-token are not affected.
 */
export const requireVerifiedPasswordChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (password === undefined || password === null || password === '') return args
  if (!req.user || userIsAdmin(req.user)) return args
  if (req.context?.[PASSWORD_CHANGE_VERIFIED] === true) return args
  throw new Forbidden(req.t)
}

import { Forbidden, type CollectionBeforeOperationHook } from 'payload'
import { hasRole, type AccessUser } from './roles'

/** Operations that change data or extend a session. */
const WRITES = new Set([
  'create',
  'update',
  'updateByID',
  'delete',
  'deleteByID',
  'restoreVersion',
  'unlock',
  'refresh',
  'forgotPassword',
  'resetPassword',
])

/** Editors and admins: the people /cms and its API exist for (docs/decisions/0007-cms-api-staff-only.md). */
export const isStaff = (user: AccessUser): boolean => hasRole(user, 'admin', 'editor')

/**
 * /cms/api (REST; GraphQL is off) serves Payload's admin UI, so only staff write through it.
 * Members (and visitors) sign up, sign in and change things through the site, which calls the
 * Local API as them; every access rule still applies there. Reads keep their own access rules.
 */
export const staffOnlyOverApi: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || !WRITES.has(operation) || isStaff(req.user)) return args
  throw new Forbidden(req.t)
}

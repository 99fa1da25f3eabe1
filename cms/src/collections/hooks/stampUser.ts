import type { CollectionBeforeChangeHook } from 'payload'
import { userIsAdmin } from '../../access/roles'

/**
 * On create, sets `field` to the signed-in user. Non-admins cannot create for someone else
 * (field access already dropped any value they sent); an admin's explicit value is kept.
 * Calls without a user (seed, services with overrideAccess) keep what they pass.
 */
export const stampUser =
  (field: string): CollectionBeforeChangeHook =>
  ({ data, operation, req }) => {
    if (operation !== 'create' || !req.user) return data
    const supplied = data[field] !== undefined && data[field] !== null && data[field] !== ''
    if (!supplied || !userIsAdmin(req.user)) data[field] = req.user.id
    return data
  }

import type { FieldAccess } from 'payload'
import { userIsAdmin } from './roles'
import { relationId } from '../domain/relations'

/**
 * Field write guard for records several people may update (e.g. a booking its property's owner
 * confirms): only admins and the person named in `field` may change this value; Payload drops it
 * for anyone else.
 */
export const recordOwnerField =
  (field: string): FieldAccess =>
  ({ req: { user }, doc }) =>
    userIsAdmin(user) || (Boolean(user) && relationId(doc?.[field]) === user?.id)

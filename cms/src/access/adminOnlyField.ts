import type { FieldAccess } from 'payload'
import { userIsAdmin } from './roles'

/** Field write guard: only admins may set or change the value; for anyone else Payload drops it. */
export const adminOnlyField: FieldAccess = ({ req: { user } }) => userIsAdmin(user)

import type { Access } from 'payload'
import { hasRole } from '../../../access/roles'

/** Editors and admins read drafts; everyone else only published documents. */
export const publishedOrStaff: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor') ? true : { _status: { equals: 'published' } }

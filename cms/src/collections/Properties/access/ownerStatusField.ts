import type { FieldAccess } from 'payload'
import { hasRole } from '../../../access/roles'

/**
 * Status writes on update: admins, and the sellers and agents the document's update access already
 * narrowed to their own listings. Which values they may choose is `holdUnverifiedListings`' rule.
 */
export const ownerStatusField: FieldAccess = ({ req: { user } }) => hasRole(user, 'seller', 'agent', 'admin')

import type { Access } from 'payload'
import { hasRole } from './roles'

/** Property owners (sellers, agents) and admins. */
export const isSellerOrAgentOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'seller', 'agent', 'admin')

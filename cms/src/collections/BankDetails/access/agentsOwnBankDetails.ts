import type { Access } from 'payload'
import { hasRole, userIsAdmin } from '../../../access/roles'

/**
 * Bank details are for agents' payouts (spec: "Only agents see Bank Details"). Admins: all.
 * Agents: their own record. Buyers, sellers, editors, visitors: nothing, on any path.
 */
export const agentsOwnBankDetails: Access = ({ req: { user } }) => {
  if (userIsAdmin(user)) return true
  if (user && hasRole(user, 'agent')) return { user: { equals: user.id } }
  return false
}

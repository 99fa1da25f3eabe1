import type { Access } from 'payload'
import { hasRole } from '../../../access/roles'

/** Agents (their own payout account, stamped) and admins. */
export const agentsCreateBankDetails: Access = ({ req: { user } }) => hasRole(user, 'agent', 'admin')

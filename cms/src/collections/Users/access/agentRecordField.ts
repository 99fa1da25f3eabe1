import type { FieldAccess } from 'payload'
import { userIsAdmin } from '../../../access/roles'

/**
 * Write guard for the fields of an agent's profile (specialization, education): only on an agent's
 * record, or by an admin. A buyer's or seller's own update drops them, as Payload drops any field
 * its access refuses, so Agent Settings' fields never land on another role's account.
 */
export const agentRecordField: FieldAccess = ({ req: { user }, data, doc }) => {
  if (userIsAdmin(user)) return true
  return (doc?.role ?? data?.role) === 'agent'
}

import type { FieldAccess } from 'payload'
import { userIsAdmin, userIsSignedIn } from '../../../access/roles'

/**
 * Read guard for e-mail and phone: the person, admins, and, for agents only, any signed-in user
 * (the agents directory's contact modal shows them). Visitors never see them.
 */
export const agentContactField: FieldAccess = ({ req: { user }, doc, id }) => {
  if (userIsAdmin(user)) return true
  if (!userIsSignedIn(user)) return false
  const docId = doc?.id ?? id
  if (docId !== undefined && docId !== null && String(docId) === String(user.id)) return true
  return doc?.role === 'agent'
}

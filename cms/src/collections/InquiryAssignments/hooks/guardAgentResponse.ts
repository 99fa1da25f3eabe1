import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { userIsAdmin } from '../../../access/roles'
import type { InquiryAssignment } from '../../../payload-types'

const fail = (message: string) => new ValidationError({ collection: 'inquiry-assignments', errors: [{ message, path: 'status' }] })

/**
 * Spec 001 §4: an agent may accept or decline a pending assignment before it expires; the
 * response time is recorded. Admins may set any status.
 */
export const guardAgentResponse: CollectionBeforeChangeHook<InquiryAssignment> = ({ data, operation, originalDoc, req: { user } }) => {
  if (operation !== 'update' || !user || userIsAdmin(user)) return data
  if (data.status === undefined || data.status === originalDoc?.status) return data
  const current = originalDoc?.status ?? 'pending'
  if (current !== 'pending') throw fail('This assignment has already been answered.')
  if (originalDoc?.expires_at && new Date(originalDoc.expires_at).getTime() < Date.now()) {
    throw fail('This assignment has expired.')
  }
  if (data.status !== 'accepted' && data.status !== 'declined') throw fail('Accept or decline the assignment.')
  data.responded_at = new Date().toISOString()
  return data
}

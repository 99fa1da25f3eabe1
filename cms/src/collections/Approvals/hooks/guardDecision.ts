import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { Approval } from '../../../payload-types'

const fail = (message: string, path: string) => new ValidationError({ collection: 'approvals', errors: [{ message, path }] })

/** (not in spec) Deciding an approval that was already decided. */
export const ALREADY_DECIDED = 'This approval has already been decided'

/**
 * Spec 002 §4 "Approval status": pending becomes approved or rejected, once; a rejection needs a
 * reason (admin_notes). Records who decided and when.
 */
export const guardDecision: CollectionBeforeChangeHook<Approval> = ({ data, operation, originalDoc, req: { user } }) => {
  const status = data.status ?? originalDoc?.status
  const changed = operation === 'update' && data.status !== undefined && data.status !== originalDoc?.status
  if (changed && originalDoc?.status !== 'pending') throw fail(ALREADY_DECIDED, 'status')
  if (status === 'rejected' && (operation === 'create' || changed)) {
    const reason = (data.admin_notes ?? originalDoc?.admin_notes ?? '').trim()
    if (!reason) throw fail(MESSAGES.admin.userApprovals.reasonRequired, 'admin_notes')
    data.admin_notes = reason
  }
  if (changed && user) {
    data.reviewed_by = user.id as number
    data.reviewed_at = new Date().toISOString()
  }
  return data
}

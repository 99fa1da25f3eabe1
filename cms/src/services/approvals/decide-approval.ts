import { ValidationError, type Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { Approval } from '../../payload-types'
import type { SessionUser } from '../auth/types'
import { reviewUser } from '../agent-verification/review-user'

export type DecideApprovalResult =
  { ok: true; approval: Approval; licenseNumber: string | null } | { ok: false; status: 400 | 404 | 409; message: string; field?: string }

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null

/**
 * Approves or rejects one item of the Admin approvals list (spec 002), as the admin. Agent and
 * seller approvals decide the applicant through `reviewUser` (status, licence number, e-mail);
 * a `property_listing` approval is decided on the approval itself, whose hooks publish or hold
 * the listing. A rejection needs a reason.
 */
export async function decideApproval(
  payload: Payload,
  options:
    | { admin: SessionUser; approvalId: number; decision: 'approve'; adminNotes?: string | null; licenseNumber?: string | null }
    | { admin: SessionUser; approvalId: number; decision: 'reject'; reason: string },
): Promise<DecideApprovalResult> {
  const { admin, approvalId } = options
  if (admin.role !== 'admin') return { ok: false, status: 404, message: 'Not found' }
  const access = { overrideAccess: false, user: admin, depth: 0 } as const
  const approval = await payload.findByID({ collection: 'approvals', id: approvalId, ...access }).catch(() => null)
  if (!approval) return { ok: false, status: 404, message: 'Not found' }
  if (approval.status !== 'pending') {
    const message =
      approval.status === 'approved' ? MESSAGES.admin.userApprovals.alreadyApproved : MESSAGES.admin.userApprovals.alreadyRejected
    return { ok: false, status: 409, message }
  }
  if (options.decision === 'reject' && !options.reason.trim()) {
    return { ok: false, status: 400, message: MESSAGES.admin.userApprovals.reasonRequired, field: 'admin_notes' }
  }

  const userId = idOf(approval.user)
  if (approval.approval_type !== 'property_listing' && userId) {
    const reviewed =
      options.decision === 'approve'
        ? await reviewUser(payload, { admin, userId, decision: 'approve', licenseNumber: options.licenseNumber })
        : await reviewUser(payload, { admin, userId, decision: 'reject', reason: options.reason })
    if (!reviewed.ok) return reviewed
    const decided = await payload.findByID({ collection: 'approvals', id: approvalId, ...access })
    if (decided.status === 'pending') {
      // reviewUser closes the applicant's open requests of their own type; close this one too.
      const closed = await payload.update({
        collection: 'approvals',
        id: approvalId,
        data: { status: options.decision === 'approve' ? 'approved' : 'rejected', ...notes(options) },
        ...access,
      })
      return { ok: true, approval: closed, licenseNumber: reviewed.licenseNumber }
    }
    return { ok: true, approval: decided, licenseNumber: reviewed.licenseNumber }
  }

  try {
    const updated = await payload.update({
      collection: 'approvals',
      id: approvalId,
      data: { status: options.decision === 'approve' ? 'approved' : 'rejected', ...notes(options) },
      ...access,
    })
    return { ok: true, approval: updated, licenseNumber: null }
  } catch (error) {
    if (error instanceof ValidationError) {
      const first = error.data?.errors?.[0]
      return { ok: false, status: 400, message: first?.message ?? error.message, field: first?.path }
    }
    throw error
  }
}

function notes(options: { decision: 'approve'; adminNotes?: string | null } | { decision: 'reject'; reason: string }) {
  if (options.decision === 'reject') return { admin_notes: options.reason.trim() }
  return options.adminNotes?.trim() ? { admin_notes: options.adminNotes.trim() } : {}
}

import { ValidationError, type Payload } from 'payload'
import { withTransaction } from '../../db/with-transaction'
import { MESSAGES } from '@gruha/shared'
import type { Approval } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { reviewUser } from '../agent-verification/review-user'
import { AppError } from '../../errors/app-error'

export type DecideApprovalInput =
  | { approvalId: number; decision: 'approve'; adminNotes?: string | null; licenseNumber?: string | null }
  | { approvalId: number; decision: 'reject'; reason: string }

export type DecideApprovalOptions = { payload: Payload; /** The admin deciding. */ user: SessionUser; input: DecideApprovalInput }

export type DecideApprovalResult = { approval: Approval; licenseNumber: string | null }

const idOf = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null

/**
 * Approves or rejects one item of the Admin approvals list (spec 002), as the admin. Agent and
 * seller approvals decide the applicant through `reviewUser` (status, licence number, e-mail);
 * a `property_listing` approval is decided on the approval itself, whose hooks publish or hold
 * the listing. A rejection needs a reason. The applicant's review and the closing of this approval
 * are one transaction: a crash between them would leave an approved agent whose approval stays
 * pending (and can no longer be decided). Refusals throw AppError: NOT_FOUND, CONFLICT (already
 * decided), INVALID_INPUT (no reason, or the collection's own rule), and reviewUser's.
 */
export async function decideApproval({ payload, user: admin, input }: DecideApprovalOptions): Promise<DecideApprovalResult> {
  const { approvalId } = input
  if (admin.role !== 'admin') throw new AppError('NOT_FOUND', 'Not found')
  const access = { overrideAccess: false, user: admin, depth: 0 } as const
  const approval = await payload.findByID({ collection: 'approvals', id: approvalId, ...access }).catch(() => null)
  if (!approval) throw new AppError('NOT_FOUND', 'Not found')
  if (approval.status !== 'pending') {
    const message =
      approval.status === 'approved' ? MESSAGES.admin.userApprovals.alreadyApproved : MESSAGES.admin.userApprovals.alreadyRejected
    throw new AppError('CONFLICT', message)
  }
  if (input.decision === 'reject' && !input.reason.trim()) {
    const message = MESSAGES.admin.userApprovals.reasonRequired
    throw new AppError('INVALID_INPUT', message, { fieldErrors: { admin_notes: message } })
  }

  const userId = idOf(approval.user)
  if (approval.approval_type !== 'property_listing' && userId) {
    return withTransaction(payload, { user: admin }, async (req) => {
      const reviewed =
        input.decision === 'approve'
          ? await reviewUser({ payload, user: admin, req, input: { userId, decision: 'approve', licenseNumber: input.licenseNumber } })
          : await reviewUser({ payload, user: admin, req, input: { userId, decision: 'reject', reason: input.reason } })
      let decided = await payload.findByID({ collection: 'approvals', id: approvalId, ...access, req })
      if (decided.status === 'pending') {
        // reviewUser closes the applicant's open requests of their own type; close this one too.
        decided = await payload.update({
          collection: 'approvals',
          id: approvalId,
          data: {
            status: input.decision === 'approve' ? 'approved' : 'rejected',
            ...(reviewed.licenseNumber ? { license_number: reviewed.licenseNumber } : {}),
            ...notes(input),
          },
          ...access,
          req,
        })
      }
      return { approval: decided, licenseNumber: reviewed.licenseNumber }
    })
  }

  try {
    const updated = await payload.update({
      collection: 'approvals',
      id: approvalId,
      data: { status: input.decision === 'approve' ? 'approved' : 'rejected', ...notes(input) },
      ...access,
    })
    return { approval: updated, licenseNumber: null }
  } catch (error) {
    if (error instanceof ValidationError) {
      const first = error.data?.errors?.[0]
      const message = first?.message ?? error.message
      throw new AppError('INVALID_INPUT', message, first?.path ? { fieldErrors: { [first.path]: message } } : {})
    }
    throw error
  }
}

function notes(input: DecideApprovalInput) {
  if (input.decision === 'reject') return { admin_notes: input.reason.trim() }
  return input.adminNotes?.trim() ? { admin_notes: input.adminNotes.trim() } : {}
}

import { MESSAGES, approvalSchema, rejectionSchema } from '@gruha/shared'
import { decideApproval } from '@gruha/cms/services/approvals'
import { apiError } from './http.server'
import { recordAction } from './record-action.server'
import { approvalsResource } from '@gruha/cms/services/admin-records'

/**
 * POST /api/admin/approvals/{id}/approve `{ admin_notes?, license_number? }` and
 * /reject `{ admin_notes }` (spec 002 Admin approvals). Answers `{ approval, message }`.
 */
export function reviewApprovalAction(request: Request, id: string | undefined, decision: 'approve' | 'reject') {
  return recordAction(request, id, async ({ admin, id: approvalId, body, payload }) => {
    const A = MESSAGES.admin.approvals
    let result
    if (decision === 'reject') {
      const parsed = rejectionSchema.safeParse({ reason: body.admin_notes ?? body.reason })
      if (!parsed.success) {
        const message = MESSAGES.admin.userApprovals.reasonRequired
        return apiError(400, message, { admin_notes: message })
      }
      result = await decideApproval({ payload, user: admin, input: { approvalId, decision, reason: parsed.data.reason } })
    } else {
      const parsed = approvalSchema.safeParse(body)
      if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid input')
      result = await decideApproval({
        payload,
        user: admin,
        input: { approvalId, decision, adminNotes: parsed.data.admin_notes, licenseNumber: parsed.data.license_number },
      })
    }
    return Response.json({
      approval: approvalsResource.toRecord({ ...result.approval }),
      license_number: result.licenseNumber,
      message: decision === 'approve' ? A.granted : A.rejected,
    })
  })
}

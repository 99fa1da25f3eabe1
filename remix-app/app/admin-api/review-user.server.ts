import { MESSAGES, approvalSchema, rejectionSchema } from '@gruha/shared'
import { reviewUser } from '@gruha/cms/services/agent-verification'
import { apiError } from './http.server'
import { recordAction } from './record-action.server'

/**
 * POST /api/admin/users/{id}/approve and /reject (spec 002): admin only, same-origin JSON.
 * Approve takes an optional `license_number` (blank: the next H&O number is generated) and answers
 * `{ user, license_number, message }`; reject needs `{ reason }`.
 */
export function reviewUserAction(request: Request, id: string | undefined, decision: 'approve' | 'reject') {
  return recordAction(request, id, async ({ admin, id: userId, body, payload }) => {
    if (decision === 'reject') {
      const parsed = rejectionSchema.safeParse(body)
      if (!parsed.success) {
        const reason = MESSAGES.admin.userApprovals.reasonRequired
        return apiError(400, reason, { reason })
      }
      const result = await reviewUser({ payload, user: admin, input: { userId, decision, reason: parsed.data.reason } })
      return Response.json({ user: result.user, message: MESSAGES.admin.userApprovals.rejected })
    }

    const parsed = approvalSchema.safeParse(body)
    if (!parsed.success) return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid input')
    const result = await reviewUser({ payload, user: admin, input: { userId, decision, licenseNumber: parsed.data.license_number } })
    return Response.json({
      user: result.user,
      license_number: result.licenseNumber,
      message: MESSAGES.admin.userApprovals.approved(result.licenseNumber ? 'Agent' : 'User', result.licenseNumber),
    })
  })
}

import { MESSAGES, rejectionSchema } from '@gruha/shared'
import { reviewUser } from '@gruha/cms/services/agent-verification/review-user'
import { getPayloadClient } from '~/utils/payload.server'
import { apiError, assertSameOriginJson, readJson, requireAdminApi } from './http.server'

/**
 * POST /api/admin/users/{id}/approve and /reject (spec 002): admin only, same-origin JSON.
 * Approve answers `{ user, license_number, message }`; reject needs `{ reason }`.
 */
export async function reviewUserAction(request: Request, id: string | undefined, decision: 'approve' | 'reject') {
  if (request.method !== 'POST') return apiError(405, 'Method not allowed')
  const admin = await requireAdminApi(request)
  assertSameOriginJson(request)
  if (!id || !/^\d+$/.test(id)) return apiError(404, 'Not found')
  const body = await readJson(request)
  const payload = await getPayloadClient()

  if (decision === 'reject') {
    const parsed = rejectionSchema.safeParse(body)
    if (!parsed.success) {
      const reason = MESSAGES.admin.userApprovals.reasonRequired
      return apiError(400, reason, { reason })
    }
    const result = await reviewUser(payload, { admin, userId: Number(id), decision, reason: parsed.data.reason })
    if (!result.ok) return apiError(result.status, result.message)
    return Response.json({ user: result.user, message: MESSAGES.admin.userApprovals.rejected })
  }

  const result = await reviewUser(payload, { admin, userId: Number(id), decision })
  if (!result.ok) return apiError(result.status, result.message)
  return Response.json({
    user: result.user,
    license_number: result.licenseNumber,
    message: MESSAGES.admin.userApprovals.approved(result.licenseNumber ? 'Agent' : 'User', result.licenseNumber),
  })
}

import { APIError } from 'payload'
import { MODERATION_ACTIONS, isOneOf } from '@gruha/shared'
import { findModerationCase, moderateCase } from '@gruha/cms/services/moderation'
import { apiError } from './http.server'
import { recordAction } from './record-action.server'
import { moderationCasesResource } from '@gruha/cms/services/admin-records'

/**
 * POST /api/admin/moderation-cases/{id}/{dismiss|request_fix|unpublish|suspend} `{ note? }`:
 * the admin's decision on a case. Answers `{ data, message }`; a refused action its 4xx and sentence.
 */
export function moderateCaseAction(request: Request, id: string | undefined, action: string | undefined) {
  return recordAction(request, id, async ({ admin, id: caseId, body, payload }) => {
    if (!isOneOf(MODERATION_ACTIONS, action)) return apiError(404, 'Not found')
    try {
      const result = await moderateCase({ payload, user: admin, input: { caseId, action, note: body.note } })
      const fresh = await findModerationCase({
        payload,
        user: admin,
        input: { caseId, depth: 2, populate: moderationCasesResource.populate },
      })
      return Response.json({ data: moderationCasesResource.toRecord({ ...fresh }), message: result.message })
    } catch (error) {
      if (!(error instanceof APIError) || error.status >= 500) throw error
      const fieldErrors = (error as APIError & { data?: { fieldErrors?: Record<string, string> } }).data?.fieldErrors
      return apiError(error.status, error.message, fieldErrors)
    }
  })
}

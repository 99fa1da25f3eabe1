import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { fieldVisitSchema } from '@gruha/shared'
import { recordFieldVisit } from '@gruha/cms/services/trust'
import { isAppError } from '@gruha/cms/errors'
import { apiError } from '~/admin-api/http.server'
import { postOnlyLoader, recordAction } from '~/admin-api/record-action.server'

export const loader = ({ request }: LoaderFunctionArgs) => postOnlyLoader(request)

/** POST /api/admin/properties/{id}/visit `{ visited_at: 'YYYY-MM-DD', visit_note }`: the "visited" tier (issue 23). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  recordAction(request, params.id, async ({ admin, id, body, payload }) => {
    const parsed = fieldVisitSchema.safeParse(body)
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message]))
      return apiError(400, Object.values(errors)[0] ?? 'Invalid input', errors)
    }
    try {
      const doc = await recordFieldVisit({ payload, user: admin, input: { id, ...parsed.data } })
      return Response.json({
        property: { id: doc.id, visited_at: doc.visited_at, visit_note: doc.visit_note },
        message: 'Field visit recorded',
      })
    } catch (error) {
      if (isAppError(error)) return apiError(error.status, error.message)
      throw error
    }
  })

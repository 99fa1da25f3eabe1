import { isAppError } from '@gruha/cms/errors'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { apiError, assertSameOriginJson, payloadErrorResponse, readJson, recordIdOr404, requireAdminApi } from './http.server'

type Payload = Awaited<ReturnType<typeof getPayloadClient>>

/**
 * A console action on one record (`POST /api/admin/{resource}/{id}/{verb}`): admin only,
 * same-origin JSON, a numeric id; the handler gets the admin, the id, the body and Payload. A
 * service's AppError from the handler answers as JSON with its status (payloadErrorResponse).
 */
export async function recordAction(
  request: Request,
  id: string | undefined,
  handler: (args: { admin: SessionUser; id: number; body: Record<string, unknown>; payload: Payload }) => Promise<Response>,
): Promise<Response> {
  if (request.method !== 'POST') return apiError(405, 'Method not allowed')
  const admin = await requireAdminApi(request)
  assertSameOriginJson(request)
  const recordId = recordIdOr404(id)
  const body = await readJson(request)
  try {
    return await handler({ admin, id: recordId, body, payload: await getPayloadClient() })
  } catch (error) {
    // Only typed refusals answer here; anything else is a real failure (500).
    if (isAppError(error)) return payloadErrorResponse(error)
    throw error
  }
}

/** GET on an action path: admins learn it is POST-only; others get 401/403 first. */
export async function postOnlyLoader(request: Request) {
  await requireAdminApi(request)
  return apiError(405, 'Method not allowed')
}

import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import { parseRecordId } from '@gruha/shared'
import { BAD_INPUT_MESSAGE, isBadInputError } from '@gruha/cms/errors'
import { isAppError } from '@gruha/cms/errors'
import { appErrorHeaders } from '~/utils/app-error.server'
import { getUser, type SessionUser } from '~/utils/auth.server'
import { env } from '~/utils/env.server'

export type ApiErrorBody = { message: string; errors?: Record<string, string> }

export function apiError(status: number, message: string, errors?: Record<string, string>, headers?: Record<string, string>) {
  return Response.json(errors ? { message, errors } : { message }, { status, headers })
}

/** The numeric id of a `/api/admin/{resource}/{id}` path; anything else names no record (404). */
export function recordIdOr404(raw: string | undefined): number {
  const id = parseRecordId(raw)
  if (id === null) throw apiError(404, 'Not found')
  return id
}

/** The console's API answers anyone but a signed-in admin with 401 or 403 JSON. */
export async function requireAdminApi(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (!user) throw apiError(401, 'Authentication required')
  if (user.role !== 'admin') throw apiError(403, 'Access denied. This portal is restricted to administrators only.')
  return user
}

/**
 * Cookie-authenticated JSON writes must come from our own pages: the Origin (or Referer)
 * must be this site, and the body must be JSON, which a cross-site form cannot send.
 */
export function assertSameOriginJson(request: Request) {
  if (request.method === 'GET' || request.method === 'HEAD') return
  assertSameOrigin(request)
  if (request.method !== 'DELETE' && !request.headers.get('Content-Type')?.includes('application/json')) {
    throw apiError(415, 'Expected a JSON body')
  }
}

/** A cookie-authenticated write must come from this site's own pages (Origin, else Referer). */
export function assertSameOrigin(request: Request) {
  const allowed = new Set([new URL(request.url).origin, new URL(env().SITE_URL).origin])
  const origin = request.headers.get('Origin') ?? originOf(request.headers.get('Referer'))
  if (!origin || !allowed.has(origin)) throw apiError(403, 'Cross-site request refused')
}

function originOf(url: string | null) {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json()
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // fall through
  }
  throw apiError(400, 'The request body must be a JSON object')
}

/** Turns Payload's errors into JSON answers; anything unexpected is rethrown (a real 500). */
export function payloadErrorResponse(error: unknown) {
  if (error instanceof Response) throw error
  // e.g. a filter value that is no member of an enum column: the caller's mistake, not ours.
  if (isBadInputError(error)) return apiError(400, BAD_INPUT_MESSAGE)
  // A service's typed refusal: its status, message and field errors (the console's one place for them).
  if (isAppError(error)) return apiError(error.status, error.message, error.fieldErrors, appErrorHeaders(error))
  if (error instanceof ValidationError) {
    const list = (error.data?.errors ?? []) as Array<{ path: string; message: string }>
    const errors = Object.fromEntries(list.map((e) => [e.path, e.message]))
    return apiError(400, list[0]?.message ?? error.message, errors)
  }
  if (error instanceof Forbidden) return apiError(403, 'You are not allowed to do that.')
  if (error instanceof NotFound) return apiError(404, 'Not found')
  // A collection rule's own refusal (e.g. 'You cannot delete your own account.'), with its status.
  if (error instanceof APIError && error.status >= 400 && error.status < 500) return apiError(error.status, error.message)
  throw error
}

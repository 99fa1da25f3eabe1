import { data } from '@remix-run/node'
import { isAppError, type AppError } from '@gruha/cms/errors'
import { resourceJson } from './resource-json.server'

/**
 * The one place the site turns a service's AppError into an answer. Actions answer with their own
 * body shape (`refuse` builds it from the error) and the error's status; a LIMIT_REACHED that knows
 * when it clears adds Retry-After. Anything that is not an AppError is rethrown: a real 500.
 */
export function appErrorData<B>(error: unknown, refuse: (error: AppError) => B) {
  if (!isAppError(error)) throw error
  return data(refuse(error), { status: error.status, headers: appErrorHeaders(error) })
}

/**
 * The same for resource routes (no component), which must answer a plain `Response` to keep their status
 * (`resource-json.server.ts`): the body `refuse` builds, the error's status, never cached. Declared, like
 * `resourceJson`, as returning that body, so `useFetcher<typeof action>` keeps the answer's type.
 */
export function appErrorJson<B>(error: unknown, refuse: (error: AppError) => B): B {
  if (!isAppError(error)) throw error
  return resourceJson(refuse(error), { status: error.status, headers: { 'Cache-Control': 'no-store', ...appErrorHeaders(error) } })
}

/** For loaders: an AppError as a thrown Response (the route's error boundary shows its status). */
export function throwAppErrorResponse(error: unknown): never {
  if (!isAppError(error)) throw error
  throw new Response(error.message, { status: error.status, headers: appErrorHeaders(error) })
}

export function appErrorHeaders(error: AppError): Record<string, string> | undefined {
  return error.code === 'LIMIT_REACHED' && error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined
}

import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import { AppError, AppErrorCode, isAppError, type FieldErrors } from './app-error'

/** The first message per field of a ValidationError ('sections.0.content' counts as 'sections'). */
export function fieldErrorsOf(error: ValidationError): FieldErrors {
  const out: FieldErrors = {}
  for (const { path, message } of error.data?.errors ?? []) if (path) out[String(path).split('.')[0]!] ??= message
  return out
}

/** A collection rule's own 4xx refusal, by its status. */
const CODE_OF_STATUS: Record<number, AppErrorCode> = {
  400: AppErrorCode.INVALID_INPUT,
  403: AppErrorCode.FORBIDDEN,
  404: AppErrorCode.NOT_FOUND,
  409: AppErrorCode.CONFLICT,
  413: AppErrorCode.TOO_LARGE,
  429: AppErrorCode.LIMIT_REACHED,
}

/**
 * Payload's refusals as AppErrors a page can show: INVALID_INPUT with field errors, FORBIDDEN, NOT_FOUND
 * (each with `fallback` unless the collection said more), and a collection rule's own 4xx with its message
 * (one pending application: 409). Anything else is a real failure and is rethrown.
 */
export function throwAsAppError(error: unknown, fallback: string): never {
  // The collections' typed refusals (quotas, RERA number, ownership rules) keep their code and field.
  if (isAppError(error)) throw error
  if (error instanceof ValidationError) {
    throw new AppError('INVALID_INPUT', error.data?.errors?.[0]?.message ?? fallback, { fieldErrors: fieldErrorsOf(error) })
  }
  if (error instanceof Forbidden) throw new AppError('FORBIDDEN', fallback)
  if (error instanceof NotFound) throw new AppError('NOT_FOUND', fallback)
  if (error instanceof APIError && CODE_OF_STATUS[error.status])
    throw new AppError(CODE_OF_STATUS[error.status]!, error.message || fallback)
  throw error
}

import { APIError } from 'payload'

/**
 * What went wrong, in the domain's words. Services and hooks throw `AppError`; the site
 * (`remix-app/app/utils/app-error.server.ts`) and the console API each turn it into a response in one
 * place, and Payload's REST answers it with `status` because it is an `APIError`.
 */
export const AppErrorCode = {
  /** The input breaks a rule of its schema; `fieldErrors` says which fields. */
  INVALID_INPUT: 'INVALID_INPUT',
  /** Nobody is signed in. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The signed-in member may not do this. */
  FORBIDDEN: 'FORBIDDEN',
  /** No such record, or the caller may not know it exists. */
  NOT_FOUND: 'NOT_FOUND',
  /** The record is not in a state that allows this (already answered, already reported, …). */
  CONFLICT: 'CONFLICT',
  /** Over a rate limit or a quota; `retryAfterSeconds` when known. */
  LIMIT_REACHED: 'LIMIT_REACHED',
  /** A file or body larger than allowed. */
  TOO_LARGE: 'TOO_LARGE',
  /** The operation does not exist for this target (a console list that is read-only). */
  UNSUPPORTED: 'UNSUPPORTED',
} as const

export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode]

/** The HTTP status for each code: the only place a code meets HTTP. */
export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_REACHED: 429,
  TOO_LARGE: 413,
  UNSUPPORTED: 405,
}

export type FieldErrors = Record<string, string>

export interface AppErrorOptions {
  /** Per-field messages for INVALID_INPUT (keys are the form's field names). */
  fieldErrors?: FieldErrors
  /** Seconds until a LIMIT_REACHED clears, when known (sent as Retry-After). */
  retryAfterSeconds?: number
}

export class AppError extends APIError {
  readonly code: AppErrorCode
  readonly fieldErrors?: FieldErrors
  readonly retryAfterSeconds?: number

  /** `message` is the user-facing sentence (spec wording where the spec has one). */
  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    const { fieldErrors, retryAfterSeconds } = options
    super(message, APP_ERROR_STATUS[code], { code, fieldErrors, retryAfterSeconds }, true)
    this.name = 'AppError'
    this.code = code
    this.fieldErrors = fieldErrors
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError

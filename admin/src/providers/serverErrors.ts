import { HttpError } from 'react-admin'

/** The server's message of a failed call, if it sent one. */
export const serverMessage = (error: unknown): string | null =>
  error instanceof HttpError && typeof error.body?.message === 'string' ? error.body.message : null

/** The server's per-field errors of a failed call. */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof HttpError && error.body?.errors && typeof error.body.errors === 'object'
    ? (error.body.errors as Record<string, string>)
    : {}

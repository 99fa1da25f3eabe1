import { HttpError } from 'react-admin'

/**
 * What the server said when a call failed, for every screen of the console. The console API answers
 * `{ message, errors: { field: message } }` (ra-data-simple-rest hands it over as `HttpError.body`);
 * Payload's own refusals put the sentence in `detail`.
 */
type FailedCall = { body?: { detail?: string | { message?: unknown }; message?: unknown; errors?: unknown }; message?: unknown }

/**
 * The server's message of a failed call (`body.detail` or `body.message`), if it sent one. An HttpError
 * without one (a bare 500) gives nothing, so the screen shows its own spec message rather than a status
 * text; any other error (a rejected promise's reason) gives its own message.
 */
export const serverMessage = (error: unknown): string | undefined => {
  if (typeof error === 'string') return error || undefined
  if (!error || typeof error !== 'object') return undefined
  const { body, message } = error as FailedCall
  const detail = body?.detail
  if (typeof detail === 'string' && detail) return detail
  if (detail && typeof detail === 'object' && typeof detail.message === 'string' && detail.message) return detail.message
  if (typeof body?.message === 'string' && body.message) return body.message
  if (!(error instanceof HttpError) && typeof message === 'string' && message) return message
  return undefined
}

/** The server's per-field errors of a failed call. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  const errors = (error as FailedCall | null)?.body?.errors
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {}
}

/**
 * True when a 400 carried `errors: { field: 'msg' }`: react-admin then puts the messages on the inputs
 * and shows its own "form is not valid" toast, so the caller should not add a second one.
 */
export const hasFieldErrors = (error: unknown): boolean => Object.keys(serverFieldErrors(error)).length > 0

/** Pulls the server's message out of a react-admin/HttpError-shaped error (`body.detail`, `body.message`, or `message`). */
export const serverMessage = (error: unknown): string | undefined => {
  if (typeof error === 'string') return error || undefined
  if (!error || typeof error !== 'object') return undefined
  const { body, message } = error as { body?: { detail?: string | { message?: unknown }; message?: unknown }; message?: unknown }
  const detail = body?.detail
  if (typeof detail === 'string' && detail) return detail
  if (detail && typeof detail === 'object' && typeof detail.message === 'string' && detail.message) {
    return detail.message
  }
  if (typeof body?.message === 'string' && body.message) return body.message
  if (typeof message === 'string' && message) return message
  return undefined
}

/**
 * True when a 400 carried `errors: { field: 'msg' }`: react-admin then puts the
 * messages on the inputs and shows its own "form is not valid" toast, so the
 * caller should not add a second one.
 */
export const hasFieldErrors = (error: unknown): boolean => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0
}

import { Forbidden, NotFound, ValidationError } from 'payload'

/** The message of an error Payload raised because of the caller's request, or null for a real fault. */
export function leadErrorMessage(error: unknown): string | null {
  if (error instanceof ValidationError) return error.data?.errors?.[0]?.message ?? error.message
  if (error instanceof Forbidden || error instanceof NotFound) return error.message
  return null
}

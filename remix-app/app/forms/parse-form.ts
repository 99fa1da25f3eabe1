import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

/**
 * Reads a posted form with its zod schema: the same call checks it in the browser (before sending) and
 * in the action (always). Values stay the strings that were posted: each schema says what an empty field
 * means, with its own message, so conform's coercion of '' to undefined is off.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true })
}

/** Per-field messages from the domain (a service's or an AppError's `fieldErrors`) as conform's lists. */
export const fieldErrorLists = (fieldErrors: Record<string, string | undefined> = {}): Record<string, string[]> =>
  Object.fromEntries(Object.entries(fieldErrors).flatMap(([name, message]) => (message ? [[name, [message]]] : [])))

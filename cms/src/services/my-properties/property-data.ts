import { ValidationError, Forbidden, NotFound, type RequiredDataFromCollectionSlug } from 'payload'
import type { MyPropertyData } from '@gruha/shared'
import type { Property } from '../../payload-types'
import { isAppError } from '../../errors/app-error'

/** The owner form's data as the properties collection stores it (moderation fields are never sent). */
export function toPropertyData(input: MyPropertyData): Omit<RequiredDataFromCollectionSlug<'properties'>, 'status'> {
  const { sections, ...rest } = input
  return {
    ...rest,
    // The schema requires it except for land and plots, which are always SALE.
    listing_type: rest.listing_type ?? 'SALE',
    sections: sections.map((s) => ({ title: s.title, content: s.content || null, document: s.document })),
  }
}

export type SaveResult =
  | { ok: true; id: number; status: Property['status'] }
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string> }

/** The first message per field of a ValidationError ('sections.0.content' counts as 'sections'). */
function fieldErrorsOf(error: ValidationError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { path, message } of error.data?.errors ?? []) if (path) out[String(path).split('.')[0]!] ??= message
  return out
}

/** Payload's refusals as answers a page can show; anything else is a real failure and is thrown. */
export function refusal(error: unknown, fallback: string): SaveResult {
  // The collections' typed refusals (quotas, RERA number, ownership rules) keep their status and field.
  if (isAppError(error) && error.status < 500)
    return { ok: false, status: error.status, message: error.message, fieldErrors: error.fieldErrors }
  if (error instanceof ValidationError) {
    return { ok: false, status: 400, message: error.data?.errors?.[0]?.message ?? fallback, fieldErrors: fieldErrorsOf(error) }
  }
  if (error instanceof Forbidden) return { ok: false, status: 403, message: fallback }
  if (error instanceof NotFound) return { ok: false, status: 404, message: fallback }
  throw error
}

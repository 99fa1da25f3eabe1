import { ValidationError, Forbidden, NotFound, type RequiredDataFromCollectionSlug } from 'payload'
import type { MyPropertyData } from '@gruha/shared'
import type { Property } from '../../payload-types'
import { AppError, isAppError } from '../../errors/app-error'

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

export type SavedProperty = { id: number; status: Property['status'] }

/** The first message per field of a ValidationError ('sections.0.content' counts as 'sections'). */
function fieldErrorsOf(error: ValidationError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { path, message } of error.data?.errors ?? []) if (path) out[String(path).split('.')[0]!] ??= message
  return out
}

/**
 * Payload's refusals as AppErrors a page can show (INVALID_INPUT with field errors, FORBIDDEN, NOT_FOUND,
 * each with `fallback` unless the collection said more); anything else is a real failure and is rethrown.
 */
export function throwAsAppError(error: unknown, fallback: string): never {
  // The collections' typed refusals (quotas, RERA number, ownership rules) keep their code and field.
  if (isAppError(error)) throw error
  if (error instanceof ValidationError) {
    throw new AppError('INVALID_INPUT', error.data?.errors?.[0]?.message ?? fallback, { fieldErrors: fieldErrorsOf(error) })
  }
  if (error instanceof Forbidden) throw new AppError('FORBIDDEN', fallback)
  if (error instanceof NotFound) throw new AppError('NOT_FOUND', fallback)
  throw error
}

import { ValidationError, Forbidden, NotFound, type RequiredDataFromCollectionSlug } from 'payload'
import type { MyPropertyData } from '@gruha/shared'
import type { Property } from '../../payload-types'

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

export type SaveResult = { ok: true; id: number; status: Property['status'] } | { ok: false; status: 400 | 403 | 404; message: string }

/** Payload's refusals as answers a page can show; anything else is a real failure and is thrown. */
export function refusal(error: unknown, fallback: string): SaveResult {
  if (error instanceof ValidationError) return { ok: false, status: 400, message: error.data?.errors?.[0]?.message ?? fallback }
  if (error instanceof Forbidden) return { ok: false, status: 403, message: fallback }
  if (error instanceof NotFound) return { ok: false, status: 404, message: fallback }
  throw error
}

import type { RequiredDataFromCollectionSlug } from 'payload'
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

export type SavedProperty = { id: number; status: Property['status'] }

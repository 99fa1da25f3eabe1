import type { Payload, TypedUser } from 'payload'
import { isSiteLocale, type ListingType, type SavedSearchFrequency, type SiteLocale } from '@gruha/shared'
import { AppError } from '../../errors/app-error'

export const SAVED_SEARCHES_MAX = 20
export const TOO_MANY_SEARCHES = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one first.`

export type SaveSearchInput = { name: string; listingType: ListingType; query: string; frequency: SavedSearchFrequency; locale: SiteLocale }

/** The /buy or /rent query a saved search keeps: its filters and map area, not the page or sort. */
export function searchQueryToKeep(query: string): string {
  const params = new URLSearchParams(query)
  params.delete('page')
  params.delete('sort')
  params.sort()
  return params.toString()
}

/** Saves the member's current search with alerts, as the member (collection access applies). */
export async function saveSearch({ payload, user, input }: { payload: Payload; user: TypedUser; input: SaveSearchInput }) {
  const { totalDocs } = await payload.count({
    collection: 'saved-searches',
    where: { user: { equals: user.id } },
    overrideAccess: false,
    user,
  })
  if (totalDocs >= SAVED_SEARCHES_MAX) throw new AppError('LIMIT_REACHED', TOO_MANY_SEARCHES)
  const saved = await payload.create({
    collection: 'saved-searches',
    data: {
      name: input.name.trim().slice(0, 120),
      listing_type: input.listingType,
      query: searchQueryToKeep(input.query).slice(0, 2000),
      frequency: input.frequency,
      locale: isSiteLocale(input.locale) ? input.locale : 'en',
    },
    overrideAccess: false,
    user,
    depth: 0,
  })
  // Listings posted from now on are new to the member. Set by the system: members cannot move it.
  return payload.update({
    collection: 'saved-searches',
    id: saved.id,
    data: { checked_at: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

import { CARD_MEDIA_POPULATE, PROPERTY_CARD_SELECT, toPropertyCard, type PropertyCard } from '../properties/property-card'
import type { SavedOptions } from './types'

export type ListSavedPropertiesOptions = SavedOptions & { page?: number; limit?: number }

export type SavedPropertyItem = {
  propertyId: number
  savedAt: string
  /** Null when the listing is no longer visible (sold, deactivated, removed). */
  card: PropertyCard | null
}

export type SavedPropertiesPage = {
  items: SavedPropertyItem[]
  total: number
  page: number
  totalPages: number
}

/**
 * The member's saved properties, newest first, as listing cards. Listings the member can no
 * longer read stay in the list as unavailable, so they can be removed.
 */
export async function listSavedProperties({
  payload,
  user,
  page = 1,
  limit = 24,
}: ListSavedPropertiesOptions): Promise<SavedPropertiesPage> {
  const saved = await payload.find({
    collection: 'saved-properties',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    select: { property: true, createdAt: true },
    depth: 0,
    page,
    limit,
    overrideAccess: false,
    user,
  })
  const ids = saved.docs.map((d) => Number(typeof d.property === 'object' ? d.property?.id : d.property)).filter((n) => n > 0)
  const properties = ids.length
    ? await payload.find({
        collection: 'properties',
        where: { id: { in: ids } },
        select: PROPERTY_CARD_SELECT,
        populate: CARD_MEDIA_POPULATE,
        depth: 1,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
        user,
      })
    : { docs: [] }
  const cards = new Map(properties.docs.map((d) => [Number(d.id), toPropertyCard(d)]))
  return {
    items: saved.docs.map((d) => {
      const propertyId = Number(typeof d.property === 'object' ? d.property?.id : d.property)
      return { propertyId, savedAt: String(d.createdAt), card: cards.get(propertyId) ?? null }
    }),
    total: saved.totalDocs,
    page: saved.page ?? page,
    totalPages: saved.totalPages,
  }
}

import type { Payload, Where } from 'payload'
import { OPEN_MAINTENANCE_STATUSES, PROPERTY_RECORD_STATUSES, isOneOf, type PropertyRecordStatus } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { CARD_MEDIA_POPULATE, PROPERTY_CARD_SELECT, toPropertyCard, type PropertyCard } from '../properties/property-card'
import { onPropertiesOf } from '../../access/propertiesOf'

export type MyPropertyCard = PropertyCard & { status: PropertyRecordStatus }
export type MyPropertyCounts = { total: number; sale: number; rent: number; maintenance: number }

export type ListMyPropertiesOptions = { payload: Payload; user: SessionUser; limit?: number }

/** Listings the user owns or added (spec 001: owner_id or added_by), as a Where the database applies. */
export const myPropertiesWhere = (user: SessionUser): Where => ({
  or: [{ owner: { equals: user.id } }, { added_by: { equals: user.id } }],
})

/**
 * My Properties: the caller's own listings (filtered in SQL, read through the access rules as the
 * caller) and real counts: total, for sale, for rent, and open maintenance requests on them.
 */
export async function listMyProperties({ payload, user, limit = 100 }: ListMyPropertiesOptions): Promise<{
  items: MyPropertyCard[]
  counts: MyPropertyCounts
}> {
  const mine = myPropertiesWhere(user)
  const as = { overrideAccess: false, user } as const
  const count = async (where: Where) => (await payload.count({ collection: 'properties', where, ...as })).totalDocs
  const [found, total, sale, rent, maintenance] = await Promise.all([
    payload.find({
      collection: 'properties',
      where: mine,
      select: { ...PROPERTY_CARD_SELECT, status: true },
      populate: CARD_MEDIA_POPULATE,
      sort: '-createdAt',
      limit,
      depth: 1,
      ...as,
    }),
    count(mine),
    count({ and: [mine, { listing_type: { equals: 'SALE' } }] }),
    count({ and: [mine, { listing_type: { equals: 'RENT' } }] }),
    payload.count({
      collection: 'maintenance-requests',
      where: {
        and: [
          { or: [await onPropertiesOf(payload, user.id, ['owner', 'added_by']), { tenant: { equals: user.id } }] },
          { status: { in: [...OPEN_MAINTENANCE_STATUSES] } },
        ],
      },
      ...as,
    }),
  ])
  const items = found.docs.map((doc) => ({
    ...toPropertyCard(doc as Record<string, unknown>),
    status: isOneOf(PROPERTY_RECORD_STATUSES, doc.status) ? doc.status : 'active',
  }))
  return { items, counts: { total, sale, rent, maintenance: maintenance.totalDocs } }
}

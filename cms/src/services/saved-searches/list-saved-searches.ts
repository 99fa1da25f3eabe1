import type { Payload, TypedUser } from 'payload'

/** The member's saved searches, newest first (at most 50), read as the member (collection access: their own only). */
export async function listSavedSearches({ payload, user }: { payload: Payload; user: TypedUser }) {
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map((d) => ({
    id: d.id,
    name: d.name,
    listingType: d.listing_type,
    query: d.query ?? '',
    frequency: d.frequency,
    active: Boolean(d.active),
    lastSentAt: d.last_sent_at ?? null,
    createdAt: d.createdAt,
  }))
}

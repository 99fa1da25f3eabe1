import type { Payload, PayloadRequest, Where } from 'payload'

type Ownership = 'owner' | 'added_by'

/**
 * "Records on their properties" as `property in (their property ids)`, the ids read first as the
 * system. The path form (`property.owner`) makes Payload join properties once per condition and add
 * the properties' own read rule to each join: dozens of joins on every read of bookings, enquiries,
 * viewings and maintenance requests, which took seconds to plan even on empty tables.
 * `by` says which of the property's people count (its owner by default, or also who added it).
 */
export async function onPropertiesOf(
  payload: Payload,
  userId: number,
  by: Ownership[] = ['owner'],
  req?: Partial<PayloadRequest>,
): Promise<Where> {
  const { docs } = await payload.find({
    collection: 'properties',
    where: { or: by.map((field) => ({ [field]: { equals: userId } })) },
    // The id always comes back; one small column keeps the read narrow.
    select: { custom_id: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // No property has id 0: with none of their own, the condition matches nothing.
  return { property: { in: docs.length ? docs.map((d) => d.id) : [0] } }
}

import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'

/**
 * Which of `propertyIds` the user has saved, for marking hearts on cards. Visitors and editors
 * have none. One indexed query, however many cards.
 */
export async function savedPropertyIds(
  payload: Payload,
  user: SessionUser | null | undefined,
  propertyIds: readonly (number | string)[],
): Promise<Set<number>> {
  const ids = [...new Set(propertyIds.map(Number).filter((n) => Number.isInteger(n) && n > 0))]
  if (!user || user.role === 'editor' || ids.length === 0) return new Set()
  const result = await payload.find({
    collection: 'saved-properties',
    where: { and: [{ user: { equals: user.id } }, { property: { in: ids } }] },
    select: { property: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return new Set(result.docs.map((d) => Number(typeof d.property === 'object' ? d.property?.id : d.property)))
}

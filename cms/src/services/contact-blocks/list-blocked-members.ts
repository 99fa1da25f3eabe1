import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { relationId } from '../../domain/relations'

/** The members the caller has marked as spam. */
export async function listBlockedMembers({ payload, user }: { payload: Payload; user: SessionUser }): Promise<Set<number>> {
  const rows = await payload.find({
    collection: 'contact-blocks',
    where: { blocker: { equals: user.id } },
    select: { blocked: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return new Set(rows.docs.map((r) => relationId(r.blocked)).filter((id): id is number => typeof id === 'number'))
}

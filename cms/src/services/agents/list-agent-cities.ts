import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'

/** The city filter's options: active cities from the cities collection, by name. */
export async function listAgentCities({ payload, user }: { payload: Payload; user: SessionUser | null }) {
  const result = await payload.find({
    collection: 'cities',
    where: { is_active: { equals: true } },
    sort: 'name',
    select: { name: true, state: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return result.docs.map((c) => ({ name: String(c.name), state: String(c.state ?? '') }))
}

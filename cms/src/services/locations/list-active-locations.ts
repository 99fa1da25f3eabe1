import type { Payload } from 'payload'
import { SIGNUP_STATES } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'

/** The site's state and city selects: active states that have active cities, and those cities. */
export type ActiveLocations = { states: string[]; citiesByState: Record<string, string[]> }

export type ListActiveLocationsOptions = { payload: Payload; user?: SessionUser | null }

/** The spec's seven search states come first, then the rest alphabetically. */
const stateOrder = (a: string, b: string) => {
  const rank = (s: string) => {
    const i = (SIGNUP_STATES as readonly string[]).indexOf(s)
    return i === -1 ? SIGNUP_STATES.length : i
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

/**
 * Reads the reference lists the admin manages (Cities and States): only active ones, so an
 * admin's Active toggle shows on the site at once. Read as the visitor (both lists are public).
 */
export async function listActiveLocations({ payload, user }: ListActiveLocationsOptions): Promise<ActiveLocations> {
  const [states, cities] = await Promise.all([
    payload.find({
      collection: 'states',
      where: { is_active: { equals: true } },
      pagination: false,
      depth: 0,
      select: { name: true },
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'cities',
      where: { is_active: { equals: true } },
      pagination: false,
      depth: 0,
      select: { name: true, state: true },
      sort: 'name',
      overrideAccess: false,
      user,
    }),
  ])
  const activeStates = new Set(states.docs.map((s) => s.name))
  const citiesByState: Record<string, string[]> = {}
  for (const city of cities.docs) {
    if (!activeStates.has(city.state)) continue
    ;(citiesByState[city.state] ??= []).push(city.name)
  }
  return { states: Object.keys(citiesByState).sort(stateOrder), citiesByState }
}

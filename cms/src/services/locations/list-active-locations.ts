import type { Payload } from 'payload'
import { SIGNUP_STATES } from '@gruha/shared'
import { cachedUntilChanged } from '../../db/changes'

/** The site's state and city selects: active states that have active cities, and those cities. */
export type ActiveLocations = { states: string[]; citiesByState: Record<string, string[]> }

/** No user: both lists are public and the same for everyone. */
export type ListActiveLocationsOptions = { payload: Payload }

/** The spec's seven search states come first, then the rest alphabetically. */
const stateOrder = (a: string, b: string) => {
  const rank = (s: string) => {
    const i = (SIGNUP_STATES as readonly string[]).indexOf(s)
    return i === -1 ? SIGNUP_STATES.length : i
  }
  return rank(a) - rank(b) || a.localeCompare(b)
}

let cached: { payload: Payload; read: () => Promise<ActiveLocations> } | undefined

/**
 * Reads the reference lists the admin manages (Cities and States): only active ones. Both are public
 * (read: anyone), so every visitor gets the same lists: read as a visitor with no account, and kept until
 * a city or state changes (ADR 17), so an admin's Active toggle shows on the site at once. Every /buy and
 * /rent page shows them.
 */
export async function listActiveLocations({ payload }: ListActiveLocationsOptions): Promise<ActiveLocations> {
  if (cached?.payload !== payload) cached = { payload, read: cachedUntilChanged('locations', () => readActiveLocations(payload)) }
  return cached.read()
}

async function readActiveLocations(payload: Payload): Promise<ActiveLocations> {
  const asVisitor = { pagination: false, depth: 0, overrideAccess: false, user: null } as const
  const [states, cities] = await Promise.all([
    payload.find({ ...asVisitor, collection: 'states', where: { is_active: { equals: true } }, select: { name: true } }),
    payload.find({
      ...asVisitor,
      collection: 'cities',
      where: { is_active: { equals: true } },
      select: { name: true, state: true },
      sort: 'name',
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

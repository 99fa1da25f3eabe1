import { CITIES, HOME_SEARCH_STATES, SIGNUP_STATES } from '@gruha/shared'

/** States offered by the search forms: the spec's seven, then any other state of the city list. */
export const SEARCH_STATES: readonly string[] = [...new Set<string>([...SIGNUP_STATES, ...CITIES.map((c) => c.state)])]

/** Cities per state: the 35-city reference list plus the home form's fixed cities, sorted. */
export const CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  SEARCH_STATES.map((state) => {
    const names = new Set<string>(CITIES.filter((c) => c.state === state).map((c) => c.name))
    for (const entry of HOME_SEARCH_STATES) if (entry.state === state) for (const c of entry.cities) names.add(c)
    return [state, [...names].sort((a, b) => a.localeCompare(b))]
  }),
)

export function citiesFor(state: string | undefined | null): readonly string[] {
  return state ? (CITIES_BY_STATE[state] ?? []) : []
}

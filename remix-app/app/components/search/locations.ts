import type { ActiveLocations } from '@gruha/cms/services/locations'

export type { ActiveLocations }

/** The active cities of `state`, or none. */
export function citiesFor(locations: ActiveLocations, state: string | undefined | null): readonly string[] {
  return state ? (locations.citiesByState[state] ?? []) : []
}

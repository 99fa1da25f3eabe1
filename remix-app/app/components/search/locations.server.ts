import { listActiveLocations, type ActiveLocations } from '@gruha/cms/services/locations'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

/** The active states and cities for the search selects; an empty list if the database fails. */
export async function loadActiveLocations(user: SessionUser | null): Promise<ActiveLocations> {
  try {
    return await listActiveLocations({ payload: await getPayloadClient(), user })
  } catch (error) {
    console.error('locations failed', error)
    return { states: [], citiesByState: {} }
  }
}

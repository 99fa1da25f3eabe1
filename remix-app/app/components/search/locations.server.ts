import { listActiveLocations, type ActiveLocations } from '@gruha/cms/services/locations'
import { getPayloadClient } from '~/utils/payload.server'

/** The active states and cities for the search selects; an empty list if the database fails. */
export async function loadActiveLocations(): Promise<ActiveLocations> {
  try {
    return await listActiveLocations({ payload: await getPayloadClient() })
  } catch (error) {
    console.error('locations failed', error)
    return { states: [], citiesByState: {} }
  }
}

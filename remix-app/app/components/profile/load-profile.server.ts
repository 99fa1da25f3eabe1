import { getProfile } from '@gruha/cms/services/profile'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

/** What /profile and the agent dashboard's settings tab show: the profile, masked bank details and ID proofs. */
export async function loadProfile(sessionUser: SessionUser) {
  return getProfile({ payload: await getPayloadClient(), user: sessionUser })
}

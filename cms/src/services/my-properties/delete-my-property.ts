import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { SessionUser } from '../auth/types'
import { refusal } from './property-data'

export type DeleteMyPropertyOptions = { payload: Payload; user: SessionUser; id: number }

/**
 * Deletes one of the caller's listings. The collection decides who may, removes the listing's own
 * records (rent listing, maintenance requests) and refuses while customers' tour requests or
 * enquiries point at it.
 */
export async function deleteMyProperty({
  payload,
  user,
  id,
}: DeleteMyPropertyOptions): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await payload.delete({ collection: 'properties', id, depth: 0, overrideAccess: false, user })
    return { ok: true }
  } catch (error) {
    const answer = refusal(error, MESSAGES.properties.deleteFailed)
    return answer.ok ? { ok: true } : { ok: false, message: answer.message }
  }
}

import type { Payload } from 'payload'
import { AppError } from '../../errors/app-error'
import { verifyUnsubscribeToken } from './unsubscribe-token'

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.'

/**
 * Stops a saved search's alerts from the e-mail's link, without signing in: the signed token is
 * the proof (it names this one search), so the change is made as the system.
 */
export async function unsubscribeSearch({ payload, input }: { payload: Payload; user?: null; input: { id: number; token: string } }) {
  if (!Number.isInteger(input.id) || input.id <= 0 || !verifyUnsubscribeToken(input.id, input.token)) {
    throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID)
  }
  const search = await payload.findByID({ collection: 'saved-searches', id: input.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!search) throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID)
  if (search.active)
    await payload.update({ collection: 'saved-searches', id: input.id, data: { active: false }, overrideAccess: true, depth: 0 })
  return { name: search.name }
}

/** The search an unsubscribe link names, for the confirmation page (nothing changes). */
export async function findSearchForUnsubscribe({ payload, input }: { payload: Payload; input: { id: number; token: string } }) {
  if (!Number.isInteger(input.id) || input.id <= 0 || !verifyUnsubscribeToken(input.id, input.token)) return null
  const search = await payload.findByID({ collection: 'saved-searches', id: input.id, depth: 0, overrideAccess: true, disableErrors: true })
  return search ? { name: search.name, active: Boolean(search.active) } : null
}

import type { Payload, TypedUser } from 'payload'
import type { SavedSearchFrequency } from '@gruha/shared'
import { AppError } from '../../errors/app-error'

export const SAVED_SEARCH_NOT_FOUND = 'That saved search was not found.'
export const SAVED_SEARCH_CHANGE_INVALID = 'Please give the search a name and choose how often to e-mail you.'

export type ChangeSavedSearchInput = {
  id: number
  /** delete; update (a new frequency, which also resumes alerts); pause; resume. Anything else is INVALID_INPUT. */
  intent: string | undefined
  frequency?: SavedSearchFrequency
}

/**
 * Changes one of the member's saved searches, as the member (collection access: their own only):
 * NOT_FOUND when it is not theirs (or not there), before the change asked for is looked at.
 */
export async function changeSavedSearch({ payload, user, input }: { payload: Payload; user: TypedUser; input: ChangeSavedSearchInput }) {
  const { id, intent, frequency } = input
  const asMember = { overrideAccess: false, user, depth: 0 } as const
  const own = await payload.find({ collection: 'saved-searches', where: { id: { equals: id } }, limit: 1, ...asMember })
  if (!own.docs.length) throw new AppError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND)
  if (intent === 'delete') {
    await payload.delete({ collection: 'saved-searches', id, ...asMember })
  } else if (intent === 'update' && frequency) {
    await payload.update({ collection: 'saved-searches', id, data: { frequency, active: true }, ...asMember })
  } else if (intent === 'pause' || intent === 'resume') {
    await payload.update({ collection: 'saved-searches', id, data: { active: intent === 'resume' }, ...asMember })
  } else {
    throw new AppError('INVALID_INPUT', SAVED_SEARCH_CHANGE_INVALID)
  }
}

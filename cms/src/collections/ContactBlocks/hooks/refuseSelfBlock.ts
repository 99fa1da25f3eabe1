import type { CollectionBeforeChangeHook } from 'payload'
import { TRUST_MESSAGES } from '@gruha/shared'
import { AppError } from '../../../errors/app-error'
import { relationId } from '../../../domain/relations'

/** Nobody marks themselves as spam. */
export const refuseSelfBlock: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  if (relationId(data.blocker) === relationId(data.blocked)) {
    throw new AppError('INVALID_INPUT', TRUST_MESSAGES.cannotBlockSelf, { fieldErrors: { blocked: TRUST_MESSAGES.cannotBlockSelf } })
  }
  return data
}

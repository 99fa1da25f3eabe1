import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { Inquiry } from '../../../payload-types'
import { relationId } from '../../hooks/relationId'

/**
 * A follow-up threads under one of the sender's own enquiries about the same property, and always
 * under the first of its thread (a follow-up of a follow-up points to the thread's start). Set
 * when the follow-up is sent; the field is not updatable after that.
 */
export const checkFollowUpOf: CollectionBeforeChangeHook<Inquiry> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const parentId = relationId(data.follow_up_of)
  if (!parentId) return data
  const parent = await req.payload.findByID({ collection: 'inquiries', id: parentId, depth: 0, req, disableErrors: true })
  const sameThread =
    parent &&
    relationId(parent.user) === relationId(data.user) &&
    relationId(parent.property) === relationId(data.property) &&
    !relationId(parent.follow_up_of)
  if (!sameThread) {
    throw new ValidationError({ collection: 'inquiries', errors: [{ message: MESSAGES.inquiry.followUpFailed, path: 'follow_up_of' }] })
  }
  return data
}

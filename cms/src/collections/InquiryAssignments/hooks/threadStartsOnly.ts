import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { InquiryAssignment } from '../../../payload-types'
import { relationId } from '../../../domain/relations'

/**
 * An enquiry is offered to an agent as a whole thread: its follow-ups carry the agent of the enquiry
 * they follow (Inquiries' syncThreadAssignment), so a follow-up is never offered on its own.
 */
export const threadStartsOnly: CollectionBeforeChangeHook<InquiryAssignment> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const inquiryId = relationId(data.inquiry)
  if (!inquiryId) return data
  const inquiry = await req.payload.findByID({ collection: 'inquiries', id: inquiryId, depth: 0, req, disableErrors: true })
  if (inquiry && relationId(inquiry.follow_up_of)) {
    throw new ValidationError({
      collection: 'inquiry-assignments',
      errors: [{ message: MESSAGES.admin.assignments.followUpNotAssignable, path: 'inquiry' }],
    })
  }
  return data
}

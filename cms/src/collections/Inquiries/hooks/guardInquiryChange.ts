import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES, type InquiryStatus } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import type { Inquiry } from '../../../payload-types'
import { propertyOwnerId } from '../../hooks/propertyOwner'

const refuse = (message: string, path = 'status') => new ValidationError({ collection: 'inquiries', errors: [{ message, path }] })

/** Status moves the property's owner may make by hand (a reply always makes it `responded`). */
const OWNER_MOVES: Partial<Record<InquiryStatus, InquiryStatus[]>> = {
  new: ['closed'],
  responded: ['closed'],
}

/**
 * Only the property's owner (or an admin) answers an enquiry: a reply sets it to `responded` and
 * stamps `replied_at`; the owner may also close it. The sender cannot change either.
 */
export const guardInquiryChange: CollectionBeforeChangeHook<Inquiry> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update') return data
  const replyChanged = typeof data.reply === 'string' && data.reply.trim() !== (originalDoc?.reply ?? '').trim()
  const statusChanged = data.status !== undefined && data.status !== originalDoc?.status
  if (!replyChanged && !statusChanged) return data
  if (req.user && !userIsAdmin(req.user)) {
    if ((await propertyOwnerId(req, originalDoc?.property)) !== req.user.id) {
      throw refuse(MESSAGES.inquiry.ownerOnly)
    }
    const from = originalDoc?.status ?? 'new'
    if (replyChanged) {
      if (from === 'closed') throw refuse(MESSAGES.inquiry.alreadyClosed, 'reply')
      if (!data.reply?.trim()) throw refuse(MESSAGES.inquiry.replyRequired, 'reply')
    } else if (!OWNER_MOVES[from]?.includes(data.status as InquiryStatus)) {
      throw refuse(`A ${from} enquiry cannot be marked ${data.status}.`)
    }
  }
  if (replyChanged && data.reply?.trim()) {
    data.reply = data.reply.trim()
    data.replied_at = new Date().toISOString()
    if (!statusChanged || data.status === 'new') data.status = 'responded'
  }
  return data
}

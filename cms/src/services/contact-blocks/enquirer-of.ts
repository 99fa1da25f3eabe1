import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'
import { relationId } from '../../domain/relations'

export type SpamInput = { inquiryId: number }

/**
 * The member who sent an enquiry the caller may read (its listing's owner, or the agent it is
 * assigned to). NOT_FOUND when the caller may not read it, so ids cannot be probed.
 */
export async function enquirerOf(payload: Payload, user: SessionUser, inquiryId: number): Promise<number> {
  const found = await payload.find({
    collection: 'inquiries',
    where: { id: { equals: inquiryId } },
    select: { user: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const sender = relationId(found.docs[0]?.user)
  if (!sender) throw new AppError('NOT_FOUND', MESSAGES.inquiry.fetchFailed)
  return sender
}

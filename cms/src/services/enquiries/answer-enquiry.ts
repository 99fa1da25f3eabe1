import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { Inquiry } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'
import { throwAsAppError } from '../../errors/payload-refusals'

export type AnswerEnquiryOptions = {
  payload: Payload
  user: SessionUser
  /** The enquiry, and a reply (sets `responded`, e-mailed to the sender) or closing it. */
  input: { id: number } & ({ reply: string } | { close: true })
}

/**
 * The property's owner answers or closes an enquiry; the Inquiries collection checks it is theirs.
 * Refusals throw AppError: an empty reply is INVALID_INPUT on `reply`; the collection's refusals keep
 * their words (INVALID_INPUT), and someone else's or an unknown enquiry is FORBIDDEN or NOT_FOUND.
 */
export async function answerEnquiry({ payload, user, input }: AnswerEnquiryOptions): Promise<Inquiry> {
  if ('reply' in input && !input.reply.trim()) {
    throw new AppError('INVALID_INPUT', MESSAGES.inquiry.replyRequired, { fieldErrors: { reply: MESSAGES.inquiry.replyRequired } })
  }
  try {
    return await payload.update({
      collection: 'inquiries',
      id: input.id,
      data: 'reply' in input ? { reply: input.reply } : { status: 'closed' },
      depth: 0,
      overrideAccess: false,
      user,
    })
  } catch (error) {
    throwAsAppError(error, MESSAGES.inquiry.answerFailed)
  }
}

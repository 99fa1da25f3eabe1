import type { Payload } from 'payload'
import type { SessionUser } from '../auth/types'
import { leadErrorMessage } from '../leads/lead-error'

export type AnswerEnquiryOptions = {
  payload: Payload
  user: SessionUser
  id: number
  /** A reply (sets `responded`, e-mailed to the sender) or closing the enquiry. */
  answer: { reply: string } | { close: true }
}

/** (not in spec) */
export const REPLY_REQUIRED = 'Please write a reply.'

export type AnswerEnquiryResult = { ok: true } | { ok: false; message: string }

/** The property's owner answers or closes an enquiry; the Inquiries collection checks it is theirs. */
export async function answerEnquiry({ payload, user, id, answer }: AnswerEnquiryOptions): Promise<AnswerEnquiryResult> {
  if ('reply' in answer && !answer.reply.trim()) return { ok: false, message: REPLY_REQUIRED }
  try {
    await payload.update({
      collection: 'inquiries',
      id,
      data: 'reply' in answer ? { reply: answer.reply } : { status: 'closed' },
      depth: 0,
      overrideAccess: false,
      user,
    })
    return { ok: true }
  } catch (error) {
    const message = leadErrorMessage(error)
    if (message === null) throw error
    return { ok: false, message }
  }
}

import { MESSAGES, enquiryAnswerFormSchema } from '@gruha/shared'
import { answerEnquiry } from '@gruha/cms/services/enquiries'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { parseForm } from '~/forms'

/** The owner replies (status `responded`, e-mailed to the buyer) or closes; the Inquiries collection checks ownership. */
export const answerForm: LeadForm = {
  failed: MESSAGES.inquiry.answerFailed,
  spam: true,
  read(form) {
    const submission = parseForm(form, enquiryAnswerFormSchema)
    if (submission.status !== 'success') return null
    const answer = submission.value
    const input = answer.intent === 'reply' ? { id: answer.id, reply: answer.reply } : { id: answer.id, close: true as const }
    return async ({ payload, user }) => {
      await answerEnquiry({ payload, user, input })
      return answer.intent === 'reply' ? MESSAGES.inquiry.replySent : MESSAGES.inquiry.closed
    }
  },
}

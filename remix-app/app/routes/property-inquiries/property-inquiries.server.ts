import { MESSAGES } from '@gruha/shared'
import { answerEnquiry } from '@gruha/cms/services/enquiries'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { formId } from '~/components/leads/load-leads.server'
import { REPLY } from '~/components/leads/message-dialog'

/** (not in spec) The owner's answers; the page translates them through the `messages` catalogue. */
const REPLY_SENT = 'Reply sent to the buyer'
const CLOSED = 'Enquiry closed'

/** The owner replies (status `responded`, e-mailed to the buyer) or closes; the Inquiries collection checks ownership. */
export const answerForm: LeadForm = {
  failed: MESSAGES.inquiry.answerFailed,
  spam: true,
  read(form) {
    const id = formId(form)
    const intent = form.get('intent')
    const reply = String(form.get(REPLY.name) ?? '')
    if (!id || (intent !== REPLY.intent && intent !== 'close') || reply.length > REPLY.maxLength) return null
    const input = intent === REPLY.intent ? { id, reply } : { id, close: true as const }
    return async ({ payload, user }) => {
      await answerEnquiry({ payload, user, input })
      return intent === REPLY.intent ? REPLY_SENT : CLOSED
    }
  },
}

import { MESSAGES } from '@gruha/shared'
import { sendFollowUp } from '@gruha/cms/services/enquiries'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { formId } from '~/components/leads/load-leads.server'
import { FOLLOW_UP } from '~/components/leads/message-dialog'

/** Send Follow-up: a new enquiry 'Follow-up: …' to whoever handles the lead. An empty message sends nothing. */
export const followUpForm: LeadForm = {
  failed: MESSAGES.inquiry.followUpFailed,
  read(form) {
    const id = formId(form)
    const message = String(form.get(FOLLOW_UP.name) ?? '').trim()
    if (form.get('intent') !== FOLLOW_UP.intent || !id || !message || message.length > FOLLOW_UP.maxLength) return null
    return async ({ payload, user }) => {
      await sendFollowUp({ payload, user, inquiryId: id, message })
      return MESSAGES.inquiry.followUpSent
    }
  },
}

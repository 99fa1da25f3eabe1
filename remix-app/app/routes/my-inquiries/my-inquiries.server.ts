import { MESSAGES, followUpFormSchema } from '@gruha/shared'
import { sendFollowUp } from '@gruha/cms/services/enquiries'
import type { LeadForm } from '~/components/leads/lead-action.server'
import { parseForm } from '~/forms'

/** Send Follow-up: a new enquiry 'Follow-up: …' to whoever handles the lead. An empty message sends nothing. */
export const followUpForm: LeadForm = {
  failed: MESSAGES.inquiry.followUpFailed,
  read(form) {
    const submission = parseForm(form, followUpFormSchema)
    if (submission.status !== 'success') return null
    const { id, message } = submission.value
    return async ({ payload, user }) => {
      await sendFollowUp({ payload, user, inquiryId: id, message })
      return MESSAGES.inquiry.followUpSent
    }
  },
}

import { data } from '@remix-run/node'
import { SPAM_MESSAGES } from '@gruha/shared'
import { isAppError } from '@gruha/cms/errors'
import { markAsSpam } from '@gruha/cms/services/contact-blocks'
import { unmarkSpam } from '@gruha/cms/services/contact-blocks'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { formId } from './load-leads.server'
import type { LeadActionData } from './use-action-toast'

/**
 * The `spam` / `unspam` intents of an enquiries inbox (the owner's Property Inquiries, the agent's
 * Assignments): the member clicked Mark as spam or Undo on an enquiry. Null for other intents.
 */
export async function spamAction(form: FormData, user: SessionUser) {
  const intent = form.get('intent')
  if (intent !== 'spam' && intent !== 'unspam') return null
  const inquiryId = formId(form, 'inquiry')
  if (!inquiryId) return data<LeadActionData>({ ok: false, message: SPAM_MESSAGES.failed, intent }, 400)
  try {
    const input = { payload: await getPayloadClient(), user, input: { inquiryId } }
    await (intent === 'spam' ? markAsSpam(input) : unmarkSpam(input))
    return data<LeadActionData>({ ok: true, message: intent === 'spam' ? SPAM_MESSAGES.marked : SPAM_MESSAGES.unmarked, intent })
  } catch (error) {
    if (isAppError(error)) return data<LeadActionData>({ ok: false, message: SPAM_MESSAGES.failed, intent }, error.status as 400)
    throw error
  }
}

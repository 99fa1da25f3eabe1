import type { TaskConfig } from 'payload'
import { isSiteLocale } from '@gruha/shared'
import { queueMail } from '../mail'
import type { ModerationMail } from '../services/moderation/mail'

/**
 * Sends one moderation e-mail (the owner asked to fix a listing, or a reporter told the outcome),
 * queued by `moderateCase` so the admin's request never waits on SMTP. The address is read here,
 * as the system, from the recipient's id.
 */
export const sendModerationMailTask: TaskConfig<'sendModerationMail'> = {
  slug: 'sendModerationMail',
  label: 'Send a moderation e-mail',
  retries: 3,
  inputSchema: [
    { name: 'recipient', type: 'number', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'mail', type: 'json', required: true },
  ],
  handler: async ({ input, req }) => {
    const user = await req.payload
      .findByID({ collection: 'users', id: input.recipient, depth: 0, select: { email: true }, overrideAccess: true })
      .catch(() => null)
    if (!user?.email) return { output: {} }
    const mail = input.mail as ModerationMail
    const locale = isSiteLocale(input.locale) ? input.locale : 'en'
    const common = { payload: req.payload, to: user.email, locale }
    // The address is known only here; the mail itself goes through the mail module's queue and templates.
    if (mail.kind === 'fix_requested')
      await queueMail({ ...common, template: 'moderation-fix-requested', data: { title: mail.title, note: mail.note } })
    else await queueMail({ ...common, template: 'moderation-outcome', data: { title: mail.title, action: mail.action } })
    return { output: {} }
  },
}

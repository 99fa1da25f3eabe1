import type { TaskConfig } from 'payload'
import { isSiteLocale } from '@gruha/shared'
import { moderationMail, type ModerationMail } from '../services/moderation/mail'

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
    const { subject, html } = moderationMail(input.mail as ModerationMail, isSiteLocale(input.locale) ? input.locale : 'en')
    await req.payload.sendEmail({ to: user.email, subject, html })
    return { output: {} }
  },
}

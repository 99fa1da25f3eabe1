/**
 * Mail, as templates sent from jobs. To send a mail from a service or a hook:
 *
 *   await queueMail({ payload, req, to, template: 'owner-enquiry', data: { title, name, … }, locale })
 *
 * - `template` names a file in ./templates (one per mail, copy in en/te/hi); `data` is typed by it.
 * - Pass `req` inside a hook or transaction: the job is written with the change, or not at all.
 * - `locale`: the recipient's language. Users store none yet, so pass the request's locale
 *   (`getLocale(request)` in remix) only when the recipient is the person asking; else English.
 * - Nothing waits on SMTP: the send-mail job runs in the background, with retries.
 * - A new mail: add ./templates/<name>.tsx (defineMail with `sample`), list it in ./templates/index.ts,
 *   then `npm run mail:preview` writes every template in every language to .data/mail-preview/.
 * - Tests: `deliverMail(payload, to)` (cms/test/mail.ts) sends the queued mail so `sendEmail` spies see it.
 */
export { queueMail, type QueueMailOptions } from './queue-mail'
export { renderMail, type RenderedMail } from './render'
export { runMailQueue } from './run-mail-queue'
export { mailTemplates, isMailTemplateName, type MailData, type MailMessage, type MailTemplateName } from './templates'
export { MAIL_QUEUE, SEND_MAIL_TASK, mailCron } from './send-mail-task'

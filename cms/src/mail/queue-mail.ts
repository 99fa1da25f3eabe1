import type { Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE, type SiteLocale } from '@gruha/shared'
import { runMailQueue } from './run-mail-queue'
import { MAIL_QUEUE, SEND_MAIL_TASK } from './send-mail-task'
import type { MailMessage } from './templates'

export type QueueMailOptions = MailMessage & {
  payload: Payload
  /** When given, the job is written in the caller's transaction: no mail for a change that rolls back. */
  req?: PayloadRequest
  to: string
  replyTo?: string | null
  /** Extra headers, e.g. List-Unsubscribe for alerts. */
  headers?: Record<string, string>
  /** The recipient's language; English when not known. */
  locale?: SiteLocale
}

/** Runs queued mail soon after it is queued, outside the request; the worker's cron is the fallback. */
function kick(payload: Payload, delayMs: number): void {
  if (process.env.GRUHA_MAIL_KICK === '0') return
  const timer = setTimeout(() => {
    runMailQueue(payload).catch((error: unknown) => {
      payload.logger.error({ err: error }, 'could not run the mail queue')
    })
  }, delayMs)
  timer.unref()
}

/** Queues one mail (see index.ts). Resolves once the job is stored; nothing waits on SMTP. */
export async function queueMail(options: QueueMailOptions): Promise<void> {
  const { payload, req, to, replyTo, headers, template, data, locale = DEFAULT_LOCALE } = options
  await payload.jobs.queue({
    task: SEND_MAIL_TASK,
    queue: MAIL_QUEUE,
    input: { template, to, replyTo: replyTo ?? undefined, headers, locale, data },
    req,
  })
  // Inside a transaction the job is visible only after the commit: give it a moment.
  kick(payload, req?.transactionID ? 1000 : 0)
}

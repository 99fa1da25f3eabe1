import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'
import { isSiteLocale, DEFAULT_LOCALE } from '@gruha/shared'
import { renderMail } from './render'
import { isMailTemplateName, type MailData, type MailTemplateName } from './templates'

export const SEND_MAIL_TASK = 'send-mail'
export const MAIL_QUEUE = 'mail'

/** How often the worker looks for mail the site's own kick missed or that must be retried (JOBS_CRON speeds it up in e2e). */
export const mailCron = () => process.env.JOBS_CRON || '* * * * *'

type Claimable = { payload: Payload; jobId: string | number }

/**
 * A second guard behind runMailQueue's lock, for runners that bypass it (e.g. Payload's run endpoint):
 * the claim is one atomic UPDATE, and only the runner that writes it sends.
 */
async function claim({ payload, jobId }: Claimable, token: string): Promise<boolean> {
  const result = await payload.db.drizzle.execute(
    sql`UPDATE payload_jobs SET input = jsonb_set(input, '{claim}', to_jsonb(${token}::text))
        WHERE id = ${jobId} AND NOT (input ? 'claim') RETURNING id`,
  )
  return result.rows.length === 1
}

/** A failed send gives its claim back, so Payload's retry may send it. */
async function release({ payload, jobId }: Claimable, token: string): Promise<void> {
  await payload.db.drizzle.execute(sql`UPDATE payload_jobs SET input = input - 'claim' WHERE id = ${jobId} AND input->>'claim' = ${token}`)
}

/** Renders a template in the recipient's language and hands it to SMTP; retried with backoff when SMTP fails. */
export const sendMailTask: TaskConfig<'send-mail'> = {
  slug: SEND_MAIL_TASK,
  label: 'Send an e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'template', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'locale', type: 'text' },
    { name: 'data', type: 'json', required: true },
    { name: 'headers', type: 'json' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox', required: true }],
  handler: async ({ input, job, req }) => {
    const template = input.template
    if (!isMailTemplateName(template)) throw new Error(`unknown mail template "${String(template)}"`)
    const target = { payload: req.payload, jobId: job.id }
    const token = randomUUID()
    if (!(await claim(target, token))) return { output: { sent: false } }
    try {
      const locale = isSiteLocale(input.locale) ? input.locale : DEFAULT_LOCALE
      const mail = await renderMail(template, input.data as MailData<MailTemplateName>, locale)
      await req.payload.sendEmail({
        to: input.to,
        replyTo: input.replyTo || undefined,
        headers: (input.headers as Record<string, string> | null) ?? undefined,
        ...mail,
      })
      return { output: { sent: true } }
    } catch (error) {
      await release(target, token)
      throw error
    }
  },
}

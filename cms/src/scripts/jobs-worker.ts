/**
 * The one process that runs Payload's jobs queue (ADR 0006): it schedules the cron tasks and runs
 * due jobs (jobs.autoRun, enabled by GRUHA_JOBS_WORKER=1). Started by `npm start` and the e2e
 * runner beside the site and the CMS; stops cleanly on SIGTERM/SIGINT.
 */
import { Cron } from 'croner'
import { getPayload } from 'payload'

process.env.GRUHA_JOBS_WORKER = '1'
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config, cron: true })
const { mailCron, runMailQueue } = await import('../mail')
// Mail the sites' kicks missed, and retries: one runner at a time across processes (runMailQueue).
const mailRunner = new Cron(
  mailCron(),
  async () => {
    await runMailQueue(payload)
  },
  {
    protect: true,
    catch: (err) => payload.logger.error({ err, msg: 'mail queue run failed' }),
  },
)
console.log(`[jobs] worker running: ${payload.config.jobs.tasks?.map((t) => t.slug).join(', ')}`)

/** How long a job in progress gets to finish after SIGTERM. */
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000)

/**
 * SIGTERM/SIGINT: no new runs start (the crons stop), the run in progress finishes (its jobs are
 * marked done or failed by Payload in their own transactions), then the pool closes. A job still
 * running after SHUTDOWN_GRACE_MS is left `processing`; Payload retries it per its task's retries.
 */
async function shutdown(signal: string) {
  const crons = [...payload.crons, mailRunner]
  console.log(`[jobs] ${signal}: finishing the run in progress`)
  for (const cron of crons) cron.pause()
  const deadline = Date.now() + GRACE_MS
  while (crons.some((cron) => cron.isBusy()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  if (crons.some((cron) => cron.isBusy())) console.warn('[jobs] grace period over: stopping with a run in progress')
  await payload.destroy()
  console.log('[jobs] stopped')
  process.exit(0)
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal))

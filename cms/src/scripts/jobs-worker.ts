/**
 * A process that runs Payload's jobs queue (ADR 0006). Any number may run, one per instance: each
 * tick schedules the due cron tasks and runs due jobs under a database lock (runScheduledQueue), so a
 * slot is queued once and a job runs once however many workers tick. Started by `npm start` and the
 * e2e runner beside the site and the CMS; stops cleanly on SIGTERM/SIGINT.
 *
 * Prints one JSON line per tick that did something (`scheduled` and `ran`), which `npm run
 * test:scale` reads to prove that with two workers every slot ran exactly once.
 */
import { Cron } from 'croner'
import { getPayload } from 'payload'

const { default: config } = await import('../payload.config')
const payload = await getPayload({ config })
const { mailCron, runMailQueue } = await import('../mail')
const { runScheduledQueue } = await import('../jobs/run-scheduled-queue')
const { assignmentExpiryCron } = await import('../jobs/expire-assignments')

const logFailure = (msg: string) => (err: unknown) => payload.logger.error({ err, msg })
const scheduledRunner = new Cron(
  assignmentExpiryCron(),
  async () => {
    const run = await runScheduledQueue(payload)
    if (run.scheduled.length || run.jobs.length) {
      console.log(JSON.stringify({ worker: process.pid, at: new Date().toISOString(), scheduled: run.scheduled, ran: run.jobs }))
    }
  },
  { protect: true, catch: logFailure('scheduled queue run failed') },
)
// Mail the sites' kicks missed, and retries: one runner at a time across processes (runMailQueue).
const mailRunner = new Cron(
  mailCron(),
  async () => {
    await runMailQueue(payload)
  },
  { protect: true, catch: logFailure('mail queue run failed') },
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
  const crons = [scheduledRunner, mailRunner]
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

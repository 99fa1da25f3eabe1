/**
 * The one process that runs Payload's jobs queue (ADR 0006): it schedules the cron tasks and runs
 * due jobs (jobs.autoRun, enabled by GRUHA_JOBS_WORKER=1). Started by `npm start` and the e2e
 * runner beside the site and the CMS; stops cleanly on SIGTERM/SIGINT.
 */
import { getPayload } from 'payload'

process.env.GRUHA_JOBS_WORKER = '1'
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config, cron: true })
console.log(`[jobs] worker running: ${payload.config.jobs.tasks?.map((t) => t.slug).join(', ')}`)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await payload.destroy()
    process.exit(0)
  })
}

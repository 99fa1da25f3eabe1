import type { JobsConfig } from 'payload'
import { userIsAdmin } from '../access/roles'
import { assignmentExpiryCron, expireAssignmentsTask } from './expire-assignments'
import { listingFreshnessTask } from './listing-freshness'
import { recheckReraTask } from './recheck-rera'
import { sendModerationMailTask } from './send-moderation-mail'
import { sendMailTask } from '../mail/send-mail-task'
import { sendSearchAlertsTask } from './send-search-alerts'

/**
 * Payload's jobs queue (ADR 0006). Tasks are scheduled by cron; only the process started with
 * GRUHA_JOBS_WORKER=1 (`scripts/jobs-worker` via `npm start` and the e2e runner) schedules and runs
 * them, so the site, the CMS and tests never run the schedule twice. The mail queue (`send-mail`,
 * queue `mail`) is run by the worker's own cron and kicked by the process that queued it, both through
 * `mail/run-mail-queue.ts`, which lets one process at a time run it. Only admins may queue, run or
 * cancel jobs over HTTP.
 */
export const jobs: JobsConfig = {
  tasks: [expireAssignmentsTask, listingFreshnessTask, recheckReraTask, sendModerationMailTask, sendMailTask, sendSearchAlertsTask],
  autoRun: () =>
    process.env.GRUHA_JOBS_WORKER === '1' ? [{ cron: assignmentExpiryCron(), queue: 'default', limit: 10, silent: { info: true } }] : [],
  deleteJobOnComplete: true,
  access: {
    queue: ({ req }) => userIsAdmin(req.user),
    run: ({ req }) => userIsAdmin(req.user),
    cancel: ({ req }) => userIsAdmin(req.user),
  },
}

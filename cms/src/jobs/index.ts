import type { JobsConfig } from 'payload'
import { userIsAdmin } from '../access/roles'
import { expireAssignmentsTask } from './expire-assignments'
import { listingFreshnessTask } from './listing-freshness'
import { recheckReraTask } from './recheck-rera'
import { sendModerationMailTask } from './send-moderation-mail'
import { sendMailTask } from '../mail/send-mail-task'
import { sendSearchAlertsTask } from './send-search-alerts'

/**
 * Payload's jobs queue (ADR 0006). Tasks are scheduled by cron. No process runs Payload's own
 * `autoRun`: the jobs workers (`scripts/jobs-worker.ts`, one or more, started by `npm start` and
 * the e2e runner) tick `runScheduledQueue`, which lets one process at a time schedule and run the
 * default queue, so the site, the CMS, tests and a second worker never run a slot twice. The mail
 * queue (`send-mail`, queue `mail`) is run by the workers' own cron and kicked by the process that
 * queued it, through `mail/run-mail-queue.ts`, under its own lock. Only admins may queue, run or
 * cancel jobs over HTTP.
 */
export const jobs: JobsConfig = {
  tasks: [expireAssignmentsTask, listingFreshnessTask, recheckReraTask, sendModerationMailTask, sendMailTask, sendSearchAlertsTask],
  deleteJobOnComplete: true,
  access: {
    queue: ({ req }) => userIsAdmin(req.user),
    run: ({ req }) => userIsAdmin(req.user),
    cancel: ({ req }) => userIsAdmin(req.user),
  },
}

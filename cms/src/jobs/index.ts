import type { JobsConfig } from 'payload'
import { userIsAdmin } from '../access/roles'
import { assignmentExpiryCron, expireAssignmentsTask } from './expire-assignments'

/**
 * Payload's jobs queue (ADR 0006). Tasks are scheduled by cron; only the process started with
 * GRUHA_JOBS_WORKER=1 (`scripts/jobs-worker` via `npm start` and the e2e runner) schedules and runs
 * them, so the site, the CMS and tests never run the queue twice. Only admins may queue, run or
 * cancel jobs over HTTP.
 */
export const jobs: JobsConfig = {
  tasks: [expireAssignmentsTask],
  autoRun: () =>
    process.env.GRUHA_JOBS_WORKER === '1' ? [{ cron: assignmentExpiryCron(), queue: 'default', limit: 10, silent: { info: true } }] : [],
  deleteJobOnComplete: true,
  access: {
    queue: ({ req }) => userIsAdmin(req.user),
    run: ({ req }) => userIsAdmin(req.user),
    cancel: ({ req }) => userIsAdmin(req.user),
  },
}

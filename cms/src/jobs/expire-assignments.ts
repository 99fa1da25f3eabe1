import type { TaskConfig } from 'payload'
import { expireAssignments } from '../services/assignments/expire-assignments'

/** How often the expiry runs: every minute (JOBS_CRON may speed it up, e.g. '*\/5 * * * * *' in e2e). */
export const assignmentExpiryCron = () => process.env.JOBS_CRON || '* * * * *'

/** Scheduled task: pending assignments past their expiry turn expired (spec 002 §4). */
export const expireAssignmentsTask: TaskConfig<'expireAssignments'> = {
  slug: 'expireAssignments',
  label: 'Expire unanswered agent assignments',
  schedule: [{ cron: assignmentExpiryCron(), queue: 'default' }],
  outputSchema: [
    { name: 'inquiryAssignments', type: 'number', required: true },
    { name: 'propertyAssignments', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const result = await expireAssignments(req.payload)
    return { output: { inquiryAssignments: result.inquiryAssignments.length, propertyAssignments: result.propertyAssignments.length } }
  },
}

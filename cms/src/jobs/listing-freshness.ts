import type { TaskConfig } from 'payload'
import { runFreshness } from '../services/freshness/run-freshness'
import { assignmentExpiryCron } from './expire-assignments'

/** Scheduled task: expiry reminders and expiries of listings nobody confirmed (issue 23; the mail is sent here, never in a request). */
export const listingFreshnessTask: TaskConfig<'listingFreshness'> = {
  slug: 'listingFreshness',
  label: 'Remind owners and expire unconfirmed listings',
  schedule: [{ cron: assignmentExpiryCron(), queue: 'default' }],
  outputSchema: [
    { name: 'expired', type: 'number', required: true },
    { name: 'reminded', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const result = await runFreshness({ payload: req.payload })
    return { output: { expired: result.expired.length, reminded: result.reminded.length } }
  },
}

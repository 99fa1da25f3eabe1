import type { TaskConfig } from 'payload'
import { sendSearchAlerts } from '../services/saved-searches/send-search-alerts'
import { assignmentExpiryCron } from './expire-assignments'

/** Scheduled task: saved-search alerts (instant ones on every run; daily and weekly when due). */
export const sendSearchAlertsTask: TaskConfig<'sendSearchAlerts'> = {
  slug: 'sendSearchAlerts',
  label: 'Send saved-search alerts',
  schedule: [{ cron: assignmentExpiryCron(), queue: 'default' }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'mailed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const result = await sendSearchAlerts({ payload: req.payload })
    return { output: { checked: result.checked, mailed: result.mailed } }
  },
}

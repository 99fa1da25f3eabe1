import type { TaskConfig } from 'payload'
import { recheckRera } from '../services/rera/recheck-rera'
import { assignmentExpiryCron } from './expire-assignments'

/** Scheduled task: re-checks RERA numbers stored under older format rules and flags those that fail (issue 23). */
export const recheckReraTask: TaskConfig<'recheckRera'> = {
  slug: 'recheckRera',
  label: 'Re-check RERA numbers against the current formats',
  schedule: [{ cron: assignmentExpiryCron(), queue: 'default' }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'flagged', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const result = await recheckRera({ payload: req.payload })
    return { output: result }
  },
}

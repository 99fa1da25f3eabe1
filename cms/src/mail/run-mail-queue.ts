import type { Payload, Where } from 'payload'
import { MAIL_QUEUE } from './send-mail-task'

/** Postgres advisory lock key held while a process runs the mail queue ('mail' in ASCII). */
const MAIL_QUEUE_LOCK = 0x6d61696c

/**
 * Runs the due mail jobs, in one process at a time. Payload picks jobs with a read then a write, so
 * two runners (two workers, or a worker and a site's kick) could both start one job; a session-level
 * advisory lock lets only one run the queue, and a runner that finds it taken leaves the work to the
 * holder or the next tick. The lock dies with its connection, so a crashed runner never blocks mail.
 * Returns false when another runner held the lock. `where` narrows the jobs (tests).
 */
export async function runMailQueue(payload: Payload, options: { where?: Where } = {}): Promise<boolean> {
  const client = await payload.db.pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [MAIL_QUEUE_LOCK])
    if (!rows[0]?.locked) return false
    try {
      // A few rounds, so mail queued while a round ran goes out now rather than at the next tick.
      for (let round = 0; round < 5; round++) {
        const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 20, where: options.where, silent: { info: true } })
        if (result.noJobsRemaining) break
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MAIL_QUEUE_LOCK])
    }
    return true
  } finally {
    client.release()
  }
}

import type { Payload, Where } from 'payload'

/** What one exclusive run did: `ran` is false when another process held the queue's lock. */
export type QueueRun = {
  ran: boolean
  /** Scheduled tasks this run queued: task slug and the moment each is due. */
  scheduled: { task: string; waitUntil: string }[]
  /** Jobs this run finished or failed, by id. */
  jobs: { id: number | string; status: string }[]
}

/**
 * Runs one queue in one process at a time, across every instance on the database. Payload schedules
 * with a read then a write (stats, then a count of queued jobs) and picks jobs the same way, so two
 * runners at once could queue one cron slot twice or start one job twice; a session-level advisory
 * lock lets one runner schedule and run, and a runner that finds it taken leaves the work to the
 * holder or its next tick. The lock dies with its connection, so a killed runner never blocks a queue.
 */
export async function runQueueAlone(
  payload: Payload,
  {
    queue,
    lockKey,
    schedule = false,
    limit = 20,
    rounds = 1,
    where,
  }: { queue: string; lockKey: number; schedule?: boolean; limit?: number; rounds?: number; where?: Where },
): Promise<QueueRun> {
  const result: QueueRun = { ran: false, scheduled: [], jobs: [] }
  const client = await payload.db.pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockKey])
    if (!rows[0]?.locked) return result
    result.ran = true
    try {
      if (schedule) {
        const { queued } = await payload.jobs.handleSchedules({ queue })
        for (const q of queued) {
          result.scheduled.push({ task: q.taskConfig?.slug ?? q.workflowConfig?.slug ?? '?', waitUntil: q.waitUntil?.toISOString() ?? '' })
        }
      }
      for (let round = 0; round < rounds; round++) {
        const run = await payload.jobs.run({ queue, limit, where, silent: { info: true } })
        for (const [id, { status }] of Object.entries(run.jobStatus ?? {})) result.jobs.push({ id, status })
        if (run.noJobsRemaining) break
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockKey])
    }
    return result
  } finally {
    client.release()
  }
}

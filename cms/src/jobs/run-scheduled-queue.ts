import type { Payload } from 'payload'
import { runQueueAlone, type QueueRun } from './run-queue-alone'

/** Postgres advisory lock key held while a process schedules and runs the default queue ('jobs'). */
const DEFAULT_QUEUE_LOCK = 0x6a6f6273

/**
 * One tick of the scheduled work (assignment expiry, freshness, RERA re-checks, alerts): queue the
 * cron slots that are due, then run due jobs, in one process at a time, so with several workers
 * each slot is queued once and each job runs once.
 */
export function runScheduledQueue(payload: Payload): Promise<QueueRun> {
  return runQueueAlone(payload, { queue: 'default', lockKey: DEFAULT_QUEUE_LOCK, schedule: true, limit: 10 })
}

import type { Payload, Where } from 'payload'
import { runQueueAlone } from '../jobs/run-queue-alone'
import { MAIL_QUEUE } from './send-mail-task'

/** Postgres advisory lock key held while a process runs the mail queue ('mail' in ASCII). */
const MAIL_QUEUE_LOCK = 0x6d61696c

/**
 * Runs the due mail jobs, in one process at a time (runQueueAlone): the worker's tick and the kick
 * from the process that queued a mail. A few rounds, so mail queued while a round ran goes out now
 * rather than at the next tick. Returns false when another runner held the lock. `where` narrows
 * the jobs (tests).
 */
export async function runMailQueue(payload: Payload, options: { where?: Where } = {}): Promise<boolean> {
  const run = await runQueueAlone(payload, { queue: MAIL_QUEUE, lockKey: MAIL_QUEUE_LOCK, rounds: 5, where: options.where })
  return run.ran
}

import type { Payload } from 'payload'

export type Readiness = { ok: boolean; checks: { database: boolean; jobsQueue: boolean } }

/** How long a readiness probe waits for PostgreSQL before calling the instance not ready. */
const PROBE_TIMEOUT_MS = 2_000

const withinTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref())])

/**
 * Whether this instance can serve: PostgreSQL answers, and the jobs queue's table is readable (the
 * queue lives in the database, ADR 6). Nothing here names a record or a person.
 */
export async function checkReadiness({ payload }: { payload: Payload }): Promise<Readiness> {
  const { pool } = payload.db
  const database = await withinTimeout(pool.query('SELECT 1')).then(
    () => true,
    () => false,
  )
  const jobsQueue = database
    ? await withinTimeout(pool.query('SELECT 1 FROM payload_jobs LIMIT 1')).then(
        () => true,
        () => false,
      )
    : false
  return { ok: database && jobsQueue, checks: { database, jobsQueue } }
}

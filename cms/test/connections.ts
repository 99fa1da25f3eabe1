/** Test helper: make PostgreSQL end connections, as a restart or failover would. */
import pg from 'pg'
import { serverEnv } from '../src/env'
import { applicationName } from '../src/db/pool-errors'

/**
 * Ends this process's connections for `purpose` (see applicationName); other test files share
 * the database, so theirs are left alone. Returns how many were ended.
 */
export async function terminateOwnConnections(purpose: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
  await admin.connect()
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [applicationName(purpose)],
    )
    return rows.length
  } finally {
    await admin.end()
  }
}

/** Gives idle clients time to notice; an unhandled pool 'error' would surface during this wait. */
export const letIdleClientsNotice = () => new Promise((resolve) => setTimeout(resolve, 200))

/** The app keeps working when PostgreSQL ends its connections (restart, failover, pg_terminate_backend). */
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { serverEnv } from '../src/env'
import { applicationName } from '../src/db/pool-errors'
import { getTestPayload } from './payload'

/** Ends this process's connections for `purpose` (other test files share the database). */
async function terminate(purpose: string): Promise<number> {
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

describe('database connections ended by the server', () => {
  it("Payload's pool survives them and the next queries reconnect", async () => {
    const payload = await getTestPayload()
    await payload.find({ collection: 'states', limit: 1, overrideAccess: true })
    // Vitest only reports an uncaught pool error without failing the test, so check the listener too.
    expect((payload.db as unknown as { pool: pg.Pool }).pool.listenerCount('error')).toBeGreaterThan(0)
    expect(await terminate('payload')).toBeGreaterThan(0)
    // Let the idle clients notice; an unhandled pool 'error' would crash this process here.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const after = await payload.find({ collection: 'states', limit: 1, overrideAccess: true })
    expect(after.docs).toBeDefined()
  })
})

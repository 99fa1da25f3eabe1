import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { getTestPayload } from '../../test/payload'
import { serverEnv } from '../env'
import { applicationName } from './pool-errors'

async function openConnections(purpose: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverEnv().DATABASE_URL })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
      [applicationName(purpose)],
    )
    return rows[0].n
  } finally {
    await admin.end()
  }
}

describe("Payload's pool", () => {
  it('keeps its connections through a quiet spell longer than node-postgres’s 10 s default', { timeout: 30_000 }, async () => {
    const payload = await getTestPayload()
    const pool = payload.db.pool
    // A burst of parallel reads, as one page's loaders make, opens several connections.
    await Promise.all(Array.from({ length: 4 }, () => pool.query('select pg_sleep(0.05)')))
    const busy = await openConnections('payload')
    expect(busy).toBeGreaterThanOrEqual(4)
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    expect(await openConnections('payload')).toBe(busy)
  })
})

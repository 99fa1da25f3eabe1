import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { postgres } from './sql'

const dialect = new PgDialect()

/**
 * Runs `statement` as a named prepared statement with a generic plan, on the pool, outside any
 * transaction of the caller's (a read). For a statement whose planning costs more than its run
 * (the map's one index scan per cell, merged: ADR 29): each connection plans a text once and then
 * only executes it. The name is the text's hash, so the same text reuses its plan and another text
 * gets its own. `settings` are SET LOCAL for this statement only.
 */
export async function queryWithGenericPlan<Row extends Record<string, unknown>>(
  payload: Payload,
  statement: SQL,
  settings: { enable_bitmapscan?: 'off' } = {},
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement)
  const name = `gruha_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`
  const local = Object.entries({ plan_cache_mode: 'force_generic_plan', ...settings })
    .map(([key, value]) => `SET LOCAL ${key} = ${value}`)
    .join('; ')
  const client = await postgres(payload).pool.connect()
  // A connection that cannot even roll back is closed rather than handed to the next caller.
  let broken: Error | undefined
  try {
    // One round trip opens the transaction the settings live in; they end with it.
    await client.query(`BEGIN; ${local}`)
    const { rows } = await client.query<Row>({ name, text, values: params as unknown[] })
    await client.query('COMMIT')
    return rows
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError
    })
    throw error
  } finally {
    client.release(broken)
  }
}

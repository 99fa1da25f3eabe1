import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { postgres } from './sql'

const dialect = new PgDialect()

/** A statement's name on every connection: the hash of its text, so one text is parsed once per connection. */
function statementName(text: string) {
  return `gruha_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`
}

/** Payload's query builder names a joined table with a fresh UUID on every build (`"3f2a…_…"`). */
const RANDOM_ALIAS = /"[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}"/g

/** `text` with its random join aliases renamed in order of appearance, so one shape always has one text. */
export function withStableAliases(text: string) {
  const names = new Map<string, string>()
  return text.replace(RANDOM_ALIAS, (alias) => {
    let name = names.get(alias)
    if (!name) names.set(alias, (name = `"join_${names.size + 1}"`))
    return name
  })
}

/** Each text stays prepared on every connection: past this many, statements run unnamed (a safety net). */
const MAX_PREPARED = 200
const prepared = new Set<string>()

/**
 * Runs `statement` on the pool, outside any transaction, as a named prepared statement: each connection
 * parses and plans its text once (PostgreSQL then picks a custom or a generic plan as it does for any
 * prepared statement), and later runs send only the values. For the property page's reads, whose long
 * texts (a listing's ~90 columns) were sent, parsed and planned on every view (issue 19). Only for
 * statements of a few shapes; should texts keep changing, the ones past `MAX_PREPARED` run unnamed.
 */
export async function queryPrepared<Row extends Record<string, unknown>>(payload: Payload, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement)
  const text = withStableAliases(query.sql)
  const name = statementName(text)
  if (!prepared.has(name) && prepared.size < MAX_PREPARED) prepared.add(name)
  // Drizzle's own prepared query, as its `execute` runs (dates and times stay text), with a name.
  const { rows } = (await postgres(payload)
    .drizzle._.session.prepareQuery({ sql: text, params: query.params }, undefined, prepared.has(name) ? name : undefined, false)
    .execute()) as { rows: Row[] }
  return rows
}

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
  const name = statementName(text)
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

import type { Payload, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { whereToSql } from '../../db/where-sql'

/**
 * Totals of /buy and /rent are exact up to this many, then shown as "10,000+" (ADR 19): counting a
 * million matches exactly took 105 ms, counting to the cap takes a few.
 */
export const EXACT_COUNT_CAP = 10_000

/**
 * How many listings match `where` (a Payload where, already narrowed by the reader's access rule:
 * `readableWhere`), counted up to `cap`; `capped` says there are more. Payload's own query builder
 * turns the where into SQL, as its count does; only the cap is ours.
 */
export async function countMatches(
  payload: Payload,
  where: Where | null,
  cap = EXACT_COUNT_CAP,
): Promise<{ count: number; capped: boolean }> {
  if (!where) return { count: 0, capped: false }
  const { adapter, table, condition, needsJoins } = whereToSql(payload, 'properties', where)
  // Gruha's searches filter on the listing's own columns; should a where ever need another table,
  // Payload's exact count handles the joins.
  if (needsJoins) return capAt(cap, (await payload.db.count({ collection: 'properties', where })).totalDocs)
  const { rows } = await adapter.drizzle.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${table} where ${condition} limit ${cap + 1}) matches`,
  )
  return capAt(cap, Number(rows[0]?.n ?? 0))
}

const capAt = (cap: number, n: number) => (n > cap ? { count: cap, capped: true } : { count: n, capped: false })

import { describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { getTestPayload } from '../../test/payload'
import { queryPrepared, queryWithGenericPlan, withStableAliases } from './prepared'
import { postgres } from './sql'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { readableRowsQuery } from './where-sql'

describe('queryWithGenericPlan', () => {
  it('runs the statement prepared, with a generic plan, and answers with its rows', async () => {
    const payload = await getTestPayload()
    // The statement finds itself among the connection's prepared statements by the marker in its own text.
    const self = (n: number) =>
      sql`select ${n}::int as n, generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where statement like '%prepared-self-check%'`
    for (const n of [1, 2, 3]) {
      const rows = await queryWithGenericPlan<{ n: number; generic: number; custom: number }>(payload, self(n))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.n).toBe(n)
      expect(rows[0]!.generic).toBeGreaterThanOrEqual(1)
      expect(rows[0]!.custom).toBe(0)
    }
  })

  it('keeps its settings to its own statement: the pooled connections are left as they were', async () => {
    const payload = await getTestPayload()
    const inside = await queryWithGenericPlan<{ mode: string; bitmap: string }>(
      payload,
      sql`select current_setting('plan_cache_mode') as mode, current_setting('enable_bitmapscan') as bitmap`,
      { enable_bitmapscan: 'off' },
    )
    expect(inside).toEqual([{ mode: 'force_generic_plan', bitmap: 'off' }])
    const pool = postgres(payload).pool
    const after = await Promise.all(
      Array.from({ length: 4 }, () =>
        pool.query<{ mode: string; bitmap: string; open: boolean }>(
          "select current_setting('plan_cache_mode') as mode, current_setting('enable_bitmapscan') as bitmap, now() <> statement_timestamp() as open",
        ),
      ),
    )
    for (const { rows } of after) expect(rows).toEqual([{ mode: 'auto', bitmap: 'on', open: false }])
  })

  it('fails like any query on a bad statement, and the connection goes back usable', async () => {
    const payload = await getTestPayload()
    await expect(queryWithGenericPlan(payload, sql`select 1 / ${0}::int as n`)).rejects.toThrow(/division by zero/)
    const rows = await queryWithGenericPlan<{ n: number }>(payload, sql`select ${7}::int as n`)
    expect(rows).toEqual([{ n: 7 }])
  })
})

describe('queryPrepared', () => {
  it('prepares a statement once per connection and then only runs it', async () => {
    const payload = await getTestPayload()
    const self = (n: number) =>
      sql`select ${n}::int as n, (generic_plans + custom_plans)::int as runs
        from pg_prepared_statements where statement like '%prepared-once-check%'`
    const runs: number[] = []
    for (let n = 1; n <= 12; n++) {
      const rows = await queryPrepared<{ n: number; runs: number }>(payload, self(n))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.n).toBe(n)
      runs.push(rows[0]!.runs)
    }
    // Twelve runs over the pool's connections: some connection ran the same prepared statement again.
    expect(Math.max(...runs)).toBeGreaterThan(1)
  })

  it('answers dates as drizzle does (text), and values as it does', async () => {
    const payload = await getTestPayload()
    const statement = sql`select '2026-11-29T10:00:00Z'::timestamptz as at, '2026-11-29'::date as day, ${'x'}::text as s, 12.5::numeric as d`
    const [prepared] = await queryPrepared(payload, statement)
    const {
      rows: [plain],
    } = await postgres(payload).drizzle.execute(statement)
    expect(prepared).toEqual(plain)
    expect(typeof prepared!.at).toBe('string')
  })

  it('gives one shape one text though Payload names its joins at random', async () => {
    const payload = await getTestPayload()
    // A price change is as public as its listing: a visitor's read joins the listing.
    const build = async () =>
      withStableAliases(
        new PgDialect().sqlToQuery(
          (await readableRowsQuery({
            payload,
            user: null,
            collection: 'price-changes',
            where: { property: { equals: 1 } },
            columns: { id: 'id' },
            limit: 1,
          }))!,
        ).sql,
      )
    const [first, second] = [await build(), await build()]
    expect(first).toBe(second)
    expect(first).toContain('"join_1"')
    expect(first).not.toMatch(/[0-9a-f]{8}_[0-9a-f]{4}_/)
  })

  it('stops naming statements past its limit, so a text that keeps changing cannot fill the connections', async () => {
    const payload = await getTestPayload()
    const named = async (tag: string) => {
      const rows = await queryPrepared<{ named: boolean }>(
        payload,
        sql`select exists (select 1 from pg_prepared_statements where statement like ${`%${tag}-check%`}) as named, ${sql.raw(`'${tag}-check'`)} as tag`,
      )
      return rows[0]!.named
    }
    expect(await named('limit-first')).toBe(true)
    for (let i = 0; i < 200; i++) await queryPrepared(payload, sql`select ${sql.raw(String(i))} as filler`)
    expect(await named('limit-last')).toBe(false)
  })
})

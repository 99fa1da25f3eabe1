import { describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { getTestPayload } from '../../test/payload'
import { queryWithGenericPlan } from './prepared'
import { postgres } from './sql'

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

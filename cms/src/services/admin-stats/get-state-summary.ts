import { sql } from '@payloadcms/db-postgres'
import { num, queryRows } from './sql'
import { assertAdmin, type AdminStatsOptions } from './types'

export type StateSummary = { total: number; active: number; inactive: number; regions: number }

/** The four States summary cards (spec 002 §2): total, active, inactive and distinct regions. */
export async function getStateSummary({ payload, user, req }: AdminStatsOptions): Promise<StateSummary> {
  assertAdmin(user)
  const [row] = await queryRows(
    payload,
    sql`select count(*) as total, count(*) filter (where is_active) as active,
               count(*) filter (where not coalesce(is_active, false)) as inactive, count(distinct region) as regions
          from states`,
    req,
  )
  return { total: num(row.total), active: num(row.active), inactive: num(row.inactive), regions: num(row.regions) }
}

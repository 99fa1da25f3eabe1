import type { Analytics } from '@gruha/shared'
import { sql } from '@payloadcms/db-postgres'
import { countedUser, num, queryRows, startOfDay, TIME_ZONE } from './sql'
import { assertAdmin, type AdminStatsOptions } from './types'

/** Days in the activity chart, today included. */
export const ANALYTICS_DAYS = 30
/** Cities shown by name in the by-city chart; the rest are summed as 'Other'. */
export const TOP_CITIES = 10

/** The Analytics charts (issue 8 item 10): listings by type and by city, and 30 days of activity. */
export async function getAnalytics({ payload, user, req }: AdminStatsOptions): Promise<Analytics> {
  assertAdmin(user)
  const since = startOfDay(ANALYTICS_DAYS - 1)
  const perDay = (table: 'users' | 'inquiries' | 'bookings', where = sql`true`) =>
    sql`select to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day, count(*) as n
          from ${sql.identifier(table)} where created_at >= ${since} and ${where} group by 1`
  const [byType, byCity, enquiries, bookings, signUps, days] = await Promise.all([
    queryRows(payload, sql`select property_type as key, count(*) as n from properties group by 1 order by 2 desc, 1`, req),
    queryRows(payload, sql`select city as key, count(*) as n from properties group by 1 order by 2 desc, 1`, req),
    queryRows(payload, perDay('inquiries'), req),
    queryRows(payload, perDay('bookings'), req),
    queryRows(payload, perDay('users', countedUser), req),
    queryRows(
      payload,
      sql`select to_char(d, 'YYYY-MM-DD') as day
            from generate_series((now() at time zone ${TIME_ZONE})::date - ${ANALYTICS_DAYS - 1}::int,
                                 (now() at time zone ${TIME_ZONE})::date, interval '1 day') as d`,
      req,
    ),
  ])
  const byDay = (rows: Record<string, unknown>[]) => new Map(rows.map((r) => [String(r.day), num(r.n)]))
  const [e, b, s] = [byDay(enquiries), byDay(bookings), byDay(signUps)]
  const top = byCity.slice(0, TOP_CITIES).map((r) => ({ city: String(r.key ?? ''), count: num(r.n) }))
  const other = byCity.slice(TOP_CITIES).reduce((sum, r) => sum + num(r.n), 0)
  return {
    listingsByType: byType.map((r) => ({ type: String(r.key ?? ''), count: num(r.n) })),
    listingsByCity: other ? [...top, { city: 'Other', count: other }] : top,
    daily: days.map(({ day }) => {
      const key = String(day)
      return { day: key, enquiries: e.get(key) ?? 0, bookings: b.get(key) ?? 0, signUps: s.get(key) ?? 0 }
    }),
  }
}

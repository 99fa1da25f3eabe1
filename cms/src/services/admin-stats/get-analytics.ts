import type { Analytics } from '@gruha/shared'
import { sql } from '@payloadcms/db-postgres'
import { countedUser, num, queryRows, TIME_ZONE } from './sql'
import { keptUntilChanged } from './stats-cache'
import { assertAdmin, type AdminStatsOptions } from './types'

/** Days in the activity chart, today included. */
export const ANALYTICS_DAYS = 30
/** Cities shown by name in the by-city chart; the rest are summed as 'Other'. */
export const TOP_CITIES = 10

/**
 * The Analytics charts (issue 8 item 10): listings by type and by city, and 30 days of activity. With
 * a signature, each chart is kept until a table it counts changes.
 */
export async function getAnalytics(options: AdminStatsOptions): Promise<Analytics> {
  const { payload, user, req } = options
  assertAdmin(user)
  // One row per day of the last 30 (India's days), each figure a range COUNT that an index on
  // created_at answers alone: grouping 40,000 rows by a per-row date conversion took ten times as long.
  const onDay = (table: 'users' | 'inquiries' | 'bookings', where = sql`true`) =>
    sql`(select count(*) from ${sql.identifier(table)} where ${where}
           and created_at >= d::timestamp at time zone ${TIME_ZONE}
           and created_at < (d + interval '1 day')::timestamp at time zone ${TIME_ZONE})`
  const [byType, byCity, daily] = await Promise.all([
    keptUntilChanged(options, 'analytics:by-type', ['properties'], () =>
      queryRows(payload, sql`select property_type as key, count(*) as n from properties group by 1 order by 2 desc, 1`, req),
    ),
    keptUntilChanged(options, 'analytics:by-city', ['properties'], () =>
      queryRows(payload, sql`select city as key, count(*) as n from properties group by 1 order by 2 desc, 1`, req),
    ),
    keptUntilChanged(options, 'analytics:daily', ['inquiries', 'bookings', 'users'], () =>
      queryRows(
        payload,
        sql`select to_char(d, 'YYYY-MM-DD') as day, ${onDay('inquiries')} as enquiries, ${onDay('bookings')} as bookings,
                 ${onDay('users', countedUser)} as sign_ups
            from generate_series((now() at time zone ${TIME_ZONE})::date - ${ANALYTICS_DAYS - 1}::int,
                                 (now() at time zone ${TIME_ZONE})::date, interval '1 day') as d
           order by d`,
        req,
      ),
    ),
  ])
  const top = byCity.slice(0, TOP_CITIES).map((r) => ({ city: String(r.key ?? ''), count: num(r.n) }))
  const other = byCity.slice(TOP_CITIES).reduce((sum, r) => sum + num(r.n), 0)
  return {
    listingsByType: byType.map((r) => ({ type: String(r.key ?? ''), count: num(r.n) })),
    listingsByCity: other ? [...top, { city: 'Other', count: other }] : top,
    daily: daily.map((r) => ({ day: String(r.day), enquiries: num(r.enquiries), bookings: num(r.bookings), signUps: num(r.sign_ups) })),
  }
}

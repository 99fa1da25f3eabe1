import type { DashboardStats } from '@gruha/shared'
import { sql } from '@payloadcms/db-postgres'
import type { CountedCollection } from '../../domain/delete-watch'
import { countedUser, num, pendingApplicant, queryRows, startOfDay, type SQL } from './sql'
import { keptUntilChanged } from './stats-cache'
import { assertAdmin, type AdminStatsOptions } from './types'

/**
 * The dashboard's cards and Property Values (spec 002 §2, §3), computed in SQL, the
 * statements run side by side. With a signature, each statement's figures are kept until a table
 * it counts changes.
 */
export async function getDashboardStats(options: AdminStatsOptions): Promise<DashboardStats> {
  const { payload, user, req } = options
  assertAdmin(user)
  const kept = (name: string, tables: readonly CountedCollection[], query: SQL) =>
    keptUntilChanged(options, `dashboard:${name}`, tables, () => queryRows(payload, query, req))
  const today = startOfDay(0)
  const week = startOfDay(6)
  // One scalar subquery per figure: each is planned on its own and answered from an index
  // (partial indexes for counted users, pending applicants and unassigned records; see the
  // console-b migration), instead of one pass over every row with FILTER clauses.
  const count = (table: string, where = sql`true`) => sql`(select count(*) from ${sql.identifier(table)} where ${where})`
  const since = (start: ReturnType<typeof startOfDay>) => sql`created_at >= ${start}`
  const created = (table: string) =>
    sql`${count(table)} as total, ${count(table, since(today))} as today, ${count(table, since(week))} as week`
  const [[users], [properties], [bookings], [inquiries], [values]] = await Promise.all([
    kept(
      'users',
      ['users'],
      sql`select ${count('users', countedUser)} as total,
                 ${count('users', sql`${countedUser} and ${since(today)}`)} as today,
                 ${count('users', sql`${countedUser} and ${since(week)}`)} as week,
                 ${count('users', pendingApplicant)} as pending`,
    ),
    kept(
      'properties',
      ['properties'],
      sql`select ${created('properties')}, ${count('properties', sql`assigned_agent_id is null`)} as unassigned`,
    ),
    kept('bookings', ['bookings', 'viewings'], sql`select ${created('bookings')}, ${count('viewings')} as viewings`),
    // Waiting for an agent: threads only (a follow-up goes to its enquiry's agent).
    kept(
      'inquiries',
      ['inquiries'],
      sql`select ${created('inquiries')}, ${count('inquiries', sql`assigned_agent_id is null and follow_up_of_id is null`)} as unassigned`,
    ),
    kept(
      'values',
      ['properties'],
      // Two filtered aggregates, each an index-only scan of properties_listing_values_idx
      // (listing_type, including price and monthly rent); FILTER clauses read the whole table.
      sql`select sale.total as sale_total, sale.average as sale_average, rent.total as rent_total, rent.average as rent_average
            from (select sum(price) as total, avg(price) as average from properties where listing_type = 'SALE') sale,
                 (select sum(monthly_rent) as total, avg(monthly_rent) as average from properties where listing_type = 'RENT') rent`,
    ),
  ])
  return {
    totalUsers: num(users.total),
    totalProperties: num(properties.total),
    totalBookings: num(bookings.total),
    totalInquiries: num(inquiries.total),
    pendingApprovals: num(users.pending),
    unassignedProperties: num(properties.unassigned),
    unassignedInquiries: num(inquiries.unassigned),
    viewingsCount: num(bookings.viewings),
    dailyStats: {
      newUsers: num(users.today),
      newProperties: num(properties.today),
      newBookings: num(bookings.today),
      newInquiries: num(inquiries.today),
    },
    weeklyStats: { users: num(users.week), properties: num(properties.week), bookings: num(bookings.week), inquiries: num(inquiries.week) },
    propertyValues: {
      totalSaleValue: num(values.sale_total),
      averagePrice: Math.round(num(values.sale_average)),
      totalRentValue: num(values.rent_total),
      averageRent: Math.round(num(values.rent_average)),
    },
  }
}

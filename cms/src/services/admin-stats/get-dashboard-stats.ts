import type { DashboardStats } from '@gruha/shared'
import { sql } from '@payloadcms/db-postgres'
import { countedUser, num, pendingApplicant, queryRows, startOfDay } from './sql'
import { assertAdmin, type AdminStatsOptions } from './types'

/**
 * The dashboard's cards and Property Values (spec 002 §2, §3), computed in SQL: one statement
 * per table, each one pass with FILTER clauses, run side by side.
 */
export async function getDashboardStats({ payload, user, req }: AdminStatsOptions): Promise<DashboardStats> {
  assertAdmin(user)
  const today = startOfDay(0)
  const week = startOfDay(6)
  const [[users], [properties], [bookings], [inquiries], [viewings]] = await Promise.all([
    queryRows(
      payload,
      sql`select count(*) filter (where ${countedUser}) as total,
                 count(*) filter (where ${countedUser} and created_at >= ${today}) as today,
                 count(*) filter (where ${countedUser} and created_at >= ${week}) as week,
                 count(*) filter (where ${pendingApplicant}) as pending
            from users`,
      req,
    ),
    queryRows(
      payload,
      sql`select count(*) as total,
                 count(*) filter (where created_at >= ${today}) as today,
                 count(*) filter (where created_at >= ${week}) as week,
                 count(*) filter (where assigned_agent_id is null) as unassigned,
                 sum(price) filter (where listing_type = 'SALE') as sale_total,
                 avg(price) filter (where listing_type = 'SALE') as sale_average,
                 sum(monthly_rent) filter (where listing_type = 'RENT') as rent_total,
                 avg(monthly_rent) filter (where listing_type = 'RENT') as rent_average
            from properties`,
      req,
    ),
    queryRows(
      payload,
      sql`select count(*) as total, count(*) filter (where created_at >= ${today}) as today,
                 count(*) filter (where created_at >= ${week}) as week
            from bookings`,
      req,
    ),
    queryRows(
      payload,
      sql`select count(*) as total, count(*) filter (where created_at >= ${today}) as today,
                 count(*) filter (where created_at >= ${week}) as week,
                 count(*) filter (where assigned_agent_id is null) as unassigned
            from inquiries`,
      req,
    ),
    queryRows(payload, sql`select count(*) as total from viewings`, req),
  ])
  return {
    totalUsers: num(users.total),
    totalProperties: num(properties.total),
    totalBookings: num(bookings.total),
    totalInquiries: num(inquiries.total),
    pendingApprovals: num(users.pending),
    unassignedProperties: num(properties.unassigned),
    unassignedInquiries: num(inquiries.unassigned),
    viewingsCount: num(viewings.total),
    dailyStats: {
      newUsers: num(users.today),
      newProperties: num(properties.today),
      newBookings: num(bookings.today),
      newInquiries: num(inquiries.today),
    },
    weeklyStats: { users: num(users.week), properties: num(properties.week), bookings: num(bookings.week), inquiries: num(inquiries.week) },
    propertyValues: {
      totalSaleValue: num(properties.sale_total),
      averagePrice: Math.round(num(properties.sale_average)),
      totalRentValue: num(properties.rent_total),
      averageRent: Math.round(num(properties.rent_average)),
    },
  }
}

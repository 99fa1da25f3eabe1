import type { Analytics, DashboardStats } from '@gruha/shared'

export type { Analytics }

/** GET /api/admin/dashboard (cms/src/services/admin-stats). */
export type Row = Record<string, unknown> & { id: number }

export type DashboardData = DashboardStats & {
  recent: { users: Row[]; properties: Row[]; bookings: Row[]; inquiries: Row[]; notifications: Row[] }
  analytics: Analytics
}

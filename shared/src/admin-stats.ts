/** The console dashboard's figures (GET /api/admin/dashboard and /analytics), shared by cms and the console. */
export type DashboardFigures = { users: number; properties: number; bookings: number; inquiries: number }

export type DashboardStats = {
  totalUsers: number
  totalProperties: number
  totalBookings: number
  totalInquiries: number
  pendingApprovals: number
  unassignedProperties: number
  unassignedInquiries: number
  viewingsCount: number
  /** Created since midnight today (India). */
  dailyStats: { newUsers: number; newProperties: number; newBookings: number; newInquiries: number }
  /** Created in the last 7 days, today included. */
  weeklyStats: DashboardFigures
  propertyValues: { totalSaleValue: number; averagePrice: number; totalRentValue: number; averageRent: number }
}

export type DailyActivity = { day: string; enquiries: number; bookings: number; signUps: number }

export type Analytics = {
  listingsByType: Array<{ type: string; count: number }>
  listingsByCity: Array<{ city: string; count: number }>
  /** One row per day (India), oldest first, `day` as YYYY-MM-DD; days without activity are 0. */
  daily: DailyActivity[]
}

import { dashboardData, adminJsonLoader, readOnlyAction } from '~/admin-api/dashboard.server'

export const loader = adminJsonLoader(dashboardData)
export const action = readOnlyAction

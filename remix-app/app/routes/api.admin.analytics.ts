import { analyticsData, adminJsonLoader, readOnlyAction } from '~/admin-api/dashboard.server'

export const loader = adminJsonLoader(analyticsData)
export const action = readOnlyAction

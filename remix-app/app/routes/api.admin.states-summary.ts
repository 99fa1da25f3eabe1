import { adminJsonLoader, readOnlyAction, stateSummaryData } from '~/admin-api/dashboard.server'

export const loader = adminJsonLoader(stateSummaryData)
export const action = readOnlyAction

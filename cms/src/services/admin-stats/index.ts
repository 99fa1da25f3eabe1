// The admin-stats services: what the site and the console API may call (issue 21: one public face per area).
export * from './count-records'
export * from './data-signature'
export * from '../../domain/delete-watch'
export * from './get-analytics'
export * from './get-dashboard-stats'
export * from './get-recent-activity'
export * from './get-state-summary'
export * from './stats-cache'

// The management services: what the site and the console API may call (issue 21: one public face per area).
export * from './list-maintenance-requests'
export * from './list-managed-properties'
export * from './list-property-for-rent'
export * from './move-maintenance-request'
export * from './raise-maintenance-request'
export * from './submit-nri-request'

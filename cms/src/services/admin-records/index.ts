// The console's generic CRUD (react-admin's list, get, getMany, create, update, delete): what the console API
// may call (issue 21: one public face per area). The resources say how each console list maps onto a collection.
export { ADMIN_RECORDS_MESSAGES, findAdminResource, type AdminRecord } from './admin-resource'
export type { AdminResource } from './resources/types'
export { approvalsResource } from './resources/reviews'
export { moderationCasesResource } from './resources/moderation'
export * from './count-admin-tabs'
export * from './create-admin-record'
export * from './delete-admin-record'
export * from './get-admin-record'
export * from './list-admin-records'
export * from './update-admin-record'
export { readsRelated } from './list-totals'

import type { AdminResource } from './types'
import { auditLogsResource } from './audit-logs.server'
import { citiesResource, statesResource } from './locations.server'
import { usersResource } from './users.server'
import { viewingsResource } from './viewings.server'

/** Every resource the console may reach. Anything else is a 404. */
export const adminResources: Record<string, AdminResource> = {
  users: usersResource,
  cities: citiesResource,
  states: statesResource,
  viewings: viewingsResource,
  'audit-logs': auditLogsResource,
}

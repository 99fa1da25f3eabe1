import type { AdminResource } from './types'
import { usersResource } from './users.server'

/** Every resource the console may reach. Anything else is a 404. */
export const adminResources: Record<string, AdminResource> = {
  users: usersResource,
}

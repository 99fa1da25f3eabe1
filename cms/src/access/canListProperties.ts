import type { Access } from 'payload'
import { userMayList } from './roles'

/**
 * Listing a property (or a rent-out listing): sellers, admins, and agents an admin approved, all
 * with an active account. An agent awaiting approval, or an account an admin deactivated,
 * cannot publish on any path (site, console API, Payload REST/GraphQL, Local API).
 */
export const canListProperties: Access = ({ req: { user } }) => userMayList(user)

import type { FilterOptions } from 'payload'

/** Only sellers, agents (and admins, for platform-owned listings) may own properties. */
export const ownerOptions: FilterOptions = () => ({ role: { in: ['seller', 'agent', 'admin'] } })

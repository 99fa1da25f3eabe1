import type { Payload } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

/** Drizzle on Payload's pool, for the few statements that must be atomic (single use, attempt counting). */
export function drizzleOf(payload: Payload) {
  return (payload.db as unknown as PostgresAdapter).drizzle
}

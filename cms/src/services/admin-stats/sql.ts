import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { drizzleIn } from '../../db/sql'

/** Days start at midnight in India, whatever the server's time zone. */
export const TIME_ZONE = 'Asia/Kolkata'

/** Midnight today (India), `days` days back: `startOfDay(0)` is today's start. */
export const startOfDay = (days: number) =>
  sql`(date_trunc('day', now() at time zone ${TIME_ZONE}) - ${days}::int * interval '1 day') at time zone ${TIME_ZONE}`

/**
 * Users the dashboard counts (spec 002 §6): not deleted, and of type buyer, seller, agent or
 * owner (owners are stored as sellers); admins and editors are staff, not users.
 */
export const countedUser = sql`status <> 'deleted' and role in ('buyer', 'seller', 'agent')`

/** Agents and sellers waiting for review (the user-approvals tab). */
export const pendingApplicant = sql`status <> 'deleted' and role in ('agent', 'seller') and verification_status = 'pending'`

export type SQL = ReturnType<typeof sql>

/** Runs a statement on Payload's pool, or inside `req`'s transaction when it has one. */
export async function queryRows(payload: Payload, query: SQL, req?: Partial<PayloadRequest>): Promise<Record<string, unknown>[]> {
  const result = await (await drizzleIn(payload, req)).execute(query)
  return result.rows
}

/** Postgres returns bigint and numeric as strings. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))

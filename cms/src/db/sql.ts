import type { Payload, PayloadRequest } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DrizzleAdapter } from '@payloadcms/drizzle'

/** Gruha runs on the Postgres adapter; this narrows Payload's generic adapter type to it. */
function isPostgres(db: unknown): db is PostgresAdapter & DrizzleAdapter {
  return typeof db === 'object' && db !== null && 'drizzle' in db && 'sessions' in db
}

/** Payload's database adapter, as the Postgres (drizzle) adapter it is. */
export function postgres(payload: Payload): PostgresAdapter & DrizzleAdapter {
  const db: unknown = payload.db
  if (!isPostgres(db)) throw new Error('Gruha needs the Postgres adapter')
  return db
}

/** Drizzle on Payload's pool, outside any transaction (for writes that must stick even if the caller rolls back). */
export function drizzleOf(payload: Payload): PostgresAdapter['drizzle'] {
  return postgres(payload).drizzle
}

/**
 * Drizzle inside `req`'s transaction when it has one (hooks run inside the operation's transaction),
 * else on the pool. Statements here commit or roll back with the operation.
 */
export async function drizzleIn(
  payload: Payload,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<PostgresAdapter['drizzle']> {
  const db = postgres(payload)
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions[id]?.db) || db.drizzle
}

/** `drizzleIn` for a request. */
export function requestDrizzle(req: PayloadRequest): Promise<PostgresAdapter['drizzle']> {
  return drizzleIn(req.payload, req)
}

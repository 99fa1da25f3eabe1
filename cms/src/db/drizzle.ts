import type { Payload, PayloadRequest } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

const isPostgres = (db: unknown): db is PostgresAdapter => typeof db === 'object' && db !== null && 'drizzle' in db && 'sessions' in db

/** Drizzle for raw SQL: inside `req`'s transaction when it has one, else on Payload's pool. */
export function drizzleFor(payload: Payload, req?: Partial<PayloadRequest>) {
  const adapter = payload.db
  if (!isPostgres(adapter)) throw new Error('Gruha runs on PostgreSQL')
  return req?.transactionID ? adapter.sessions[String(req.transactionID)].db : adapter.drizzle
}

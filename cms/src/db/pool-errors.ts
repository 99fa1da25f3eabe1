import type { Pool } from 'pg'

/** Names a pool's connections in pg_stat_activity: what they serve and which process holds them. */
export function applicationName(purpose: string): string {
  return `gruha-${purpose}:${process.pid}`
}

/**
 * When the server ends an idle connection (restart, failover, an admin's pg_terminate_backend),
 * the pool emits 'error'; with no listener that is an uncaught exception and the process dies.
 * The pool has already dropped the client and connects afresh on the next query, so log and go on.
 */
export function survivePoolErrors(pool: Pool, purpose: string): void {
  pool.on('error', (error) => console.warn(`${purpose} pool: idle connection lost (${error.message})`))
}

/** What survivePoolErrors needs of a pool: structural, so the database adapter's own copy of the pg types fits too. */
type PoolEvents = {
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'acquire', listener: (client: ClientEvents) => void): unknown
}
type ClientEvents = { on(event: 'error', listener: (error: Error) => void): unknown }

/**
 * How long a pool keeps an unused connection. node-postgres closes them after 10 s by default, so
 * the first page after a quiet spell opened half a dozen connections (authentication and all) and
 * took 200-260 ms instead of 70-80 ms.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000

/** Names a pool's connections in pg_stat_activity: what they serve and which process holds them. */
export function applicationName(purpose: string): string {
  return `gruha-${purpose}:${process.pid}`
}

/** Clients that already carry the listener below. */
const guarded = new WeakSet<object>()

/**
 * When the server ends an idle connection (restart, failover, an admin's pg_terminate_backend),
 * the pool emits 'error'; with no listener that is an uncaught exception and the process dies.
 * The pool has already dropped the client and connects afresh on the next query, so log and go on.
 *
 * A connection that is checked out (a transaction's, or the mail runner's advisory lock) has no pool
 * listener: node-postgres takes it off while the client is lent. If the server dies while such a
 * client is between two queries, the client itself emits 'error', and a PostgreSQL crash killed the
 * site (found by `npm run test:crash`). Each client gets a listener of its own when first lent: the
 * work holding it gets the error from its next query, and the pool drops the dead client on release.
 */
export function survivePoolErrors(pool: PoolEvents, purpose: string): void {
  pool.on('error', (error) => console.warn(`${purpose} pool: idle connection lost (${error.message})`))
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return
    guarded.add(client)
    client.on('error', () => {})
  })
}

/**
 * Payload's Postgres adapter (3.90) swallows a failed COMMIT. `beginTransaction` runs Drizzle's
 * transaction with a `.catch` that only serves the start (a connection that fails before BEGIN), and
 * `commitTransaction` awaits that caught promise, so when COMMIT itself fails, for example because
 * PostgreSQL died between the operation's last statement and its COMMIT, the operation still returns
 * its document and the API answers 201 for a write that was never stored. `npm run test:crash` found
 * it: an acknowledged picture upload missing after a PostgreSQL kill -9.
 *
 * This wrapper keeps Drizzle's own promise for each transaction and awaits it after Payload's
 * commit, so a failed COMMIT fails the operation (Payload then answers 500, and nothing is claimed).
 * Remove it once upstream reports failed commits.
 */
import type { Payload } from 'payload'

type Transaction = Payload['db']['drizzle']['transaction']

/** Drizzle's promise for each transaction, by the transaction object Payload keeps in its session. */
const outcomes = new WeakMap<object, { done?: Promise<unknown> }>()

/** Installs the wrapper on Payload's database adapter (payload.config.ts, onInit). */
export function reportFailedCommits(payload: Payload) {
  const db = payload.db
  const transaction: Transaction = db.drizzle.transaction.bind(db.drizzle)
  db.drizzle.transaction = ((run, config) => {
    const holder: { done?: Promise<unknown> } = {}
    holder.done = transaction(async (tx) => {
      outcomes.set(tx, holder)
      return run(tx)
    }, config)
    return holder.done
  }) as Transaction

  const commit = db.commitTransaction.bind(db)
  db.commitTransaction = async (incomingID) => {
    const id = incomingID instanceof Promise ? await incomingID : incomingID
    const tx: unknown = id === null || id === undefined ? undefined : db.sessions?.[String(id)]?.db
    const holder = tx && typeof tx === 'object' ? outcomes.get(tx) : undefined
    await commit(id ?? '')
    // Rejects when COMMIT (or the transaction) failed; Payload's own promise has already caught it.
    if (holder?.done) await holder.done
  }
}

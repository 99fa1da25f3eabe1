import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import type { SessionUser } from '../domain/auth/session-user'

export type TransactionOptions = {
  /** The request the work runs as; with no user, as the system (access is then the caller's to check). */
  user?: SessionUser | null
  /** A caller's request already in a transaction: the work joins it, and the caller commits. */
  req?: PayloadRequest
}

/**
 * Runs `work` on a local request inside one database transaction: committed when `work` returns,
 * rolled back when it throws (the error goes on). Every write that passes `req` is in it.
 */
export async function withTransaction<T>(
  payload: Payload,
  { user, req: callerReq }: TransactionOptions,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  if (callerReq?.transactionID) return work(callerReq)
  const req = callerReq ?? (await createLocalReq(user ? { user } : {}, payload))
  const transactionID = await payload.db.beginTransaction()
  // The Postgres adapter always opens one; without it the writes below would not be atomic.
  if (!transactionID) throw new Error('The database adapter opened no transaction')
  req.transactionID = transactionID
  try {
    const result = await work(req)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  } finally {
    delete req.transactionID
  }
}

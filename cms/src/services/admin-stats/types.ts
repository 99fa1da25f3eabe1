import type { SessionUser } from '../../domain/auth/session-user'
import type { Payload, PayloadRequest } from 'payload'
import type { CountedCollection } from '../../domain/delete-watch'
import type { StatsSignature } from './data-signature'
import { signatureOf } from './data-signature'
import { cachedStats } from './stats-cache'

/**
 * `req`, when given, runs the reads inside its transaction. `signature`, when given, lets figures be
 * kept until a table they count changes (`keptUntilChanged`).
 */
export type AdminStatsOptions = { payload: Payload; user: SessionUser; req?: Partial<PayloadRequest>; signature?: StatsSignature }

/**
 * A figure computed from `tables`: with a signature, kept until one of them changes (a booking leaves
 * the users' figures as they were); without one, computed now.
 */
export function keptUntilChanged<T>(
  { signature }: Pick<AdminStatsOptions, 'signature'>,
  key: string,
  tables: readonly CountedCollection[],
  compute: () => Promise<T>,
): Promise<T> {
  return signature ? cachedStats(key, signatureOf(signature, tables), compute) : compute()
}

export class NotAdminError extends Error {
  constructor() {
    super('Access denied. This portal is restricted to administrators only.')
  }
}

/** Services re-check the caller: the dashboard's figures are for admins only. */
export function assertAdmin(user: SessionUser | null | undefined): asserts user is SessionUser {
  if (!user || user.role !== 'admin') throw new NotAdminError()
}

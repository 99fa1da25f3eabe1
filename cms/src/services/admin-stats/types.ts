import type { SessionUser } from '../../domain/auth/session-user'
import type { Payload, PayloadRequest } from 'payload'
import type { StatsSignature } from './data-signature'

/**
 * `req`, when given, runs the reads inside its transaction. `signature`, when given, lets figures be
 * kept until a table they count changes (`keptUntilChanged`).
 */
export type AdminStatsOptions = { payload: Payload; user: SessionUser; req?: Partial<PayloadRequest>; signature?: StatsSignature }

export class NotAdminError extends Error {
  constructor() {
    super('Access denied. This portal is restricted to administrators only.')
  }
}

/** Services re-check the caller: the dashboard's figures are for admins only. */
export function assertAdmin(user: SessionUser | null | undefined): asserts user is SessionUser {
  if (!user || user.role !== 'admin') throw new NotAdminError()
}

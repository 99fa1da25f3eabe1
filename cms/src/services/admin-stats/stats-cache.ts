import type { CountedCollection } from '../../domain/delete-watch'
import { signatureOf } from './data-signature'
import type { AdminStatsOptions } from './types'

/** A backstop: figures are recomputed at least this often, whatever the signature says. */
const MAX_AGE_MS = 60_000
/** List totals are keyed by their filters, which are the caller's to vary: keep the newest only. */
const MAX_ENTRIES = 500

type Entry = { signature: string; at: number; value: Promise<unknown> }
const entries = new Map<string, Entry>()

/**
 * Figures computed once per change of the counted tables (`signature`, from `getStatsSignature`,
 * read once per request by the caller) rather than on every request: the dashboard's whole-table
 * figures take about 100 ms of SQL at 100k rows, a list's total for a broad search tens of ms, and
 * the signature well under one. Concurrent requests share one computation.
 */
export function cachedStats<T>(key: string, signature: string, compute: () => Promise<T>): Promise<T> {
  const entry = entries.get(key)
  if (entry && entry.signature === signature && Date.now() - entry.at < MAX_AGE_MS) return entry.value as Promise<T>
  const value = compute()
  entries.delete(key)
  entries.set(key, { signature, at: Date.now(), value })
  // Map keeps insertion order: the first key is the one computed longest ago.
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}

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

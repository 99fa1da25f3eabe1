/** A backstop: figures are recomputed at least this often, whatever the signature says. */
const MAX_AGE_MS = 60_000

type Entry = { signature: string; at: number; value: Promise<unknown> }
const entries = new Map<string, Entry>()

/**
 * The dashboard's whole-table figures, computed once per change of the counted tables
 * (`signature`, from `getStatsSignature`, read once per request by the caller) rather than on
 * every visit: at 100k rows they take about 100 ms of SQL, the signature well under one.
 * Concurrent visits share one computation.
 */
export function cachedStats<T>(key: string, signature: string, compute: () => Promise<T>): Promise<T> {
  const entry = entries.get(key)
  if (entry && entry.signature === signature && Date.now() - entry.at < MAX_AGE_MS) return entry.value as Promise<T>
  const value = compute()
  entries.set(key, { signature, at: Date.now(), value })
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  return value
}

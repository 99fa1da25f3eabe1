/**
 * The compare selection: up to four listing ids, kept in a cookie while browsing and in the URL
 * (`/compare?ids=1,2,3`) when compared, so a comparison can be shared.
 */
export const MAX_COMPARE = 4
export const COMPARE_COOKIE = 'gruha_compare'

/** Listing ids from '1,2,3' (a cookie or ?ids=): positive integers, duplicates dropped, in order. */
export function parseCompareIds(value: string | null | undefined): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n > 0)
  return [...new Set(ids)]
}

export type CompareChange = { ok: true; ids: number[] } | { ok: false; ids: number[]; reason: 'full' }

/** Adds a listing to the selection, refusing a fifth (the selection is returned unchanged). */
export function addToCompare(ids: readonly number[], id: number): CompareChange {
  if (ids.includes(id)) return { ok: true, ids: [...ids] }
  if (ids.length >= MAX_COMPARE) return { ok: false, ids: [...ids], reason: 'full' }
  return { ok: true, ids: [...ids, id] }
}

export const removeFromCompare = (ids: readonly number[], id: number): number[] => ids.filter((x) => x !== id)

/** Whether the values of one row of the table differ between listings (empties count as a value). */
export function valuesDiffer(values: readonly (string | number | boolean | null | undefined)[]): boolean {
  return new Set(values.map((v) => (v === undefined || v === '' ? null : v))).size > 1
}

/** How often a saved search's alert is mailed. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]

/** Helpers for turning Payload documents (depth 0 or 1) into console records. */

export type Doc = Record<string, unknown>

const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The id of a relationship value, populated or not. */
export const relationId = (v: unknown): number | string | null =>
  isDoc(v) ? ((v.id as number | string | undefined) ?? null) : typeof v === 'number' || typeof v === 'string' ? v : null

/** A populated relationship, or null when only the id was read. */
export const relationDoc = (v: unknown): Doc | null => (isDoc(v) ? v : null)

export const personName = (user: Doc | null): string | null =>
  user ? [user.first_name, user.last_name].filter((s) => typeof s === 'string' && s).join(' ') || (user.email as string) || null : null

/** Picks `fields` from `doc`, with null for absent values. */
export const pick = (doc: Doc, fields: readonly string[]): Doc => Object.fromEntries(fields.map((f) => [f, doc[f] ?? null]))

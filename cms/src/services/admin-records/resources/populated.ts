/** Reading populated relationships (depth >= 1) into flat console records. */

export type Doc = Record<string, unknown>

/** The related document when populated, else null (an id alone, or nothing). */
export const related = (value: unknown): Doc | null => (value && typeof value === 'object' ? (value as Doc) : null)

/** The related id, populated or not. */
export const relatedId = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof related(value)?.id === 'number' ? (related(value)?.id as number) : null

/** Chosen fields of a populated user (null when not readable). */
export function userSummary(value: unknown) {
  const user = related(value)
  if (!user) return null
  return {
    id: user.id,
    first_name: user.first_name ?? null,
    last_name: user.last_name ?? null,
    email: user.email ?? null,
    custom_id: user.custom_id ?? null,
    user_type: user.role ?? null,
  }
}

export const pick = (doc: Doc, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, doc[f] ?? null]))

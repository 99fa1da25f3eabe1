/** The record as the console sees it: the listed fields, missing ones as null. */
export const pick =
  (fields: readonly string[]) =>
  (doc: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(fields.map((f) => [f, doc[f] ?? null]))

/** A relationship read at depth 1 (an object) or 0 (an id), as its id. */
export const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? value.id : (value ?? null))

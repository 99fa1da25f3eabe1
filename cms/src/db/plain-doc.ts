import type { CollectionSlug, FlattenedField, Payload, TypedUser } from 'payload'

/**
 * Whether a field reads the same from its column as through Payload's find: no read access and no read
 * hooks of its own (which would hide or change it). The plain-row reads (ADR 30) check their fields
 * with this before they read.
 */
export function isPlainField(field: FlattenedField): boolean {
  return !field.access?.read && !('hooks' in field && field.hooks?.afterRead?.length)
}

/** A column's value as Payload's find returns it: numbers as numbers, dates as ISO strings. */
export function asPayloadValue(value: unknown, type: FlattenedField['type']): unknown {
  if (value == null) return null
  if (type === 'number') return Number(value)
  if (type === 'date') return new Date(value as string).toISOString()
  return value
}

/**
 * Documents by id through Payload's find, as `user` may read them, keyed by id: what a plain-row read
 * fills its relationships with (the storage adapter builds the files' URLs). An id the user may not read
 * is missing, so the caller leaves it an id, as Payload's populate does.
 */
export async function readByIds(
  payload: Payload,
  user: TypedUser | null,
  collection: CollectionSlug,
  ids: number[],
  select?: Record<string, unknown>,
): Promise<Map<number, object>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: unique } },
    ...(select ? { select } : {}),
    depth: 0,
    limit: unique.length,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return new Map(docs.map((d) => [d.id as number, d]))
}

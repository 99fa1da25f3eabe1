import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'

/** The collections whose tables the console's figures and list totals count (`data-signature.ts`). */
export const COUNTED_COLLECTIONS = ['users', 'properties', 'bookings', 'inquiries', 'viewings'] as const
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number]

const deletesInThisProcess = new Map<string, number>()

/**
 * Deletes this process made from `table`, seen at once. A delete leaves no newer `updated_at` or id
 * behind, and Postgres's own delete statistics reach other sessions only within about a second.
 */
export const localDeleteCount = (table: string) => deletesInThisProcess.get(table) ?? 0

const noteDelete: CollectionAfterDeleteHook = ({ collection }) => {
  deletesInThisProcess.set(collection.slug, localDeleteCount(collection.slug) + 1)
}

const counted: ReadonlySet<string> = new Set(COUNTED_COLLECTIONS)

/** Adds the delete notice to the counted collections; the others are returned as they are. */
export const withDeleteWatch = (collection: CollectionConfig): CollectionConfig =>
  counted.has(collection.slug)
    ? { ...collection, hooks: { ...collection.hooks, afterDelete: [...(collection.hooks?.afterDelete ?? []), noteDelete] } }
    : collection

export const isCountedCollection = (slug: string) => counted.has(slug)

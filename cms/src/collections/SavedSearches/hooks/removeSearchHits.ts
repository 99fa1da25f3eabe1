import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted saved search takes the record of what it sent with it (same transaction). */
export const removeSearchHits: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'saved-search-hits',
    where: { saved_search: { equals: id } },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

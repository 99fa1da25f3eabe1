import { combineQueries, createLocalReq, executeAccess, type CollectionSlug, type Payload, type TypedUser, type Where } from 'payload'

/**
 * `where` narrowed by the collection's own read rule for `user`, as Payload applies it to a find; null
 * when the user may read none of the collection. For reads through the database adapter (no per-document
 * hooks), which must still keep to the access rules.
 */
export async function readableWhere({
  payload,
  user,
  collection,
  where,
}: {
  payload: Payload
  user: TypedUser | null
  collection: CollectionSlug
  where: Where
}): Promise<Where | null> {
  const collectionConfig = payload.collections[collection].config
  const req = await createLocalReq({ user: user ?? undefined }, payload)
  const access = await executeAccess({ req, disableErrors: true, collectionConfig }, collectionConfig.access.read)
  return access === false ? null : combineQueries(where, access)
}

import type { CollectionSlug, Payload, Sort, TypedUser, Where } from 'payload'
import { buildQuery } from '@payloadcms/drizzle'
import { sql } from '@payloadcms/db-postgres'
import { readableWhere } from '../access/readableWhere'
import { postgres } from './sql'

/**
 * A Payload `where` as SQL, by Payload's own query builder, for reads that skip its per-document
 * transform (ADR 19, ADR 29): the filters and the read rule (`readableWhere`) are never written twice.
 * `needsJoins`: the where reaches another table; such a read should go through Payload instead.
 * `orderBy`: `sort` as SQL, in Payload's order (its own builder, so nulls and ties fall as in its find).
 */
export function whereToSql(payload: Payload, collection: CollectionSlug, where: Where, sort?: Sort) {
  const adapter = postgres(payload)
  const tableName = adapter.tableNameMap.get(collection) ?? collection
  const {
    joins,
    where: condition,
    orderBy,
  } = buildQuery({
    adapter,
    fields: payload.collections[collection].config.flattenedFields,
    tableName,
    where,
    sort,
  })
  return {
    adapter,
    table: sql.identifier(tableName),
    condition,
    orderBy: sort ? orderBy.map(({ column, order }) => order(column)) : [],
    needsJoins: joins.length > 0,
  }
}

/**
 * `where` narrowed by `user`'s read rule, as SQL on the collection's own columns; null when the user may
 * read none of it. For plain-row reads (map markers, comparables), which must keep to the access rules.
 */
export async function readableWhereSql(options: {
  payload: Payload
  user: TypedUser | null
  collection: CollectionSlug
  where: Where
  sort?: Sort
}) {
  const readable = await readableWhere(options)
  if (!readable) return null
  const found = whereToSql(options.payload, options.collection, readable, options.sort)
  if (found.needsJoins) throw new Error(`A plain-row read of ${options.collection} was given a where that needs a join`)
  return found
}

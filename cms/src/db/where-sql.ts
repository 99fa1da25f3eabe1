import type { CollectionSlug, Payload, Sort, TypedUser, Where } from 'payload'
import { buildQuery } from '@payloadcms/drizzle'
import { sql } from '@payloadcms/db-postgres'
import { readableWhere } from '../access/readableWhere'
import { getTableColumns } from '@payloadcms/db-postgres/drizzle'
import type { PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import { postgres } from './sql'

/**
 * A Payload `where` as SQL, by Payload's own query builder, for reads that skip its per-document
 * transform (ADR 19, ADR 29): the filters and the read rule (`readableWhere`) are never written twice.
 * `needsJoins`: the where reaches another table; such a read should go through Payload instead.
 * `orderBy`: `sort` as SQL, in Payload's order (its own builder, so nulls and ties fall as in its find).
 */
export function whereToSql(payload: Payload, collection: CollectionSlug, where: Where, sort?: Sort) {
  const adapter = postgres(payload)
  // Payload keys its table names by the slug in snake case (`price-changes` → `price_changes`).
  const tableName = adapter.tableNameMap.get(collection.replaceAll('-', '_')) ?? collection
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
    tableName,
    table: sql.identifier(tableName),
    condition,
    orderBy: sort ? orderBy.map(({ column, order }) => order(column)) : [],
    joins,
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

/**
 * The `columns` (result key → the table's drizzle column key) of the rows of `collection` that `user` may read
 * and `where` matches, as a query to run or to nest in a larger statement (its columns named by the result
 * keys), when the read rule or the filter reaches a related record through a many-to-one relationship (a
 * price change is as public as its listing). Payload answers such a find with two statements (distinct ids
 * over the join, then the documents); this is one, on the same conditions. Null when the user may read none.
 */
export async function readableRowsQuery(options: {
  payload: Payload
  user: TypedUser | null
  collection: CollectionSlug
  where: Where
  sort?: Sort
  columns: Record<string, string>
  limit: number
}) {
  const readable = await readableWhere(options)
  if (!readable) return null
  const { adapter, tableName, condition, orderBy, joins } = whereToSql(options.payload, options.collection, readable, options.sort)
  // A one-to-many join (an array, a hasMany) would repeat a row for each of its matches.
  if (joins.some((join) => join.isOneToMany))
    throw new Error(`A plain-row read of ${options.collection} was given a where that joins many rows`)
  const table = adapter.tables[tableName] as PgTable
  const tableColumns = getTableColumns(table)
  const selection = Object.fromEntries(
    Object.entries<string>(options.columns).map(([key, column]) => [key, sql`${tableColumns[column]}`.as(key)]),
  )
  let query = adapter.drizzle.select(selection).from(table).$dynamic()
  // Payload's join tables are typed for every dialect it supports; this adapter's are Postgres tables.
  for (const join of joins) query = query.leftJoin(join.table as PgTable, join.condition)
  if (condition) query = query.where(condition)
  // As SQL, not the builder: a builder is a thenable, and returning it from here would run it.
  return query
    .orderBy(...orderBy)
    .limit(options.limit)
    .getSQL()
}

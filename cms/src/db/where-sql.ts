import type { CollectionSlug, Payload, Where } from 'payload'
import { buildQuery } from '@payloadcms/drizzle'
import { sql } from '@payloadcms/db-postgres'
import { postgres } from './sql'

/**
 * A Payload `where` as SQL, by Payload's own query builder, for reads that skip its per-document
 * transform (ADR 19, ADR 29): the filters and the read rule (`readableWhere`) are never written twice.
 * `needsJoins`: the where reaches another table; such a read should go through Payload instead.
 */
export function whereToSql(payload: Payload, collection: CollectionSlug, where: Where) {
  const adapter = postgres(payload)
  const tableName = adapter.tableNameMap.get(collection) ?? collection
  const { joins, where: condition } = buildQuery({
    adapter,
    fields: payload.collections[collection].config.flattenedFields,
    tableName,
    where,
  })
  return { adapter, tableName, table: sql.identifier(tableName), condition, needsJoins: joins.length > 0 }
}

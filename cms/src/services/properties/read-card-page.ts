import type { FlattenedField, Payload, Sort, TypedUser, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { readableWhereSql } from '../../db/where-sql'
import { postgres } from '../../db/sql'
import { asPayloadValue, isPlainField, readByIds } from '../../db/plain-doc'
import { CARD_MEDIA_POPULATE, PROPERTY_CARD_SELECT } from './property-card'

export type ReadCardPageOptions = {
  payload: Payload
  /** The visitor; null for anonymous. The collection's read rule narrows `where` for them. */
  user: TypedUser | null
  where: Where
  sort: Sort
  page: number
  limit: number
}

/** The card's fields kept in tables of their own; the rest are columns of the listing's row. */
const CARD_LIST_FIELDS = ['amenities', 'sections', 'images'] as const
const CARD_COLUMN_FIELDS = Object.keys(PROPERTY_CARD_SELECT).filter((name) => !(CARD_LIST_FIELDS as readonly string[]).includes(name))

type CardRow = Record<string, unknown> & {
  id: number
  amenities: string[] | null
  first_section: { title: string; content: string | null } | null
  cover_id: number | null
  photo_count: number
}

/**
 * One page of listings as the docs Payload's find returns for PROPERTY_CARD_SELECT at depth 1, read as
 * plain rows (ADR 29, ADR 30): the card's columns, amenities, first section, cover and photo count in one
 * statement, where Payload's find builds a relational query and runs each field's read hooks for each
 * listing (a fifth of /buy's CPU). The covers are still read through Payload, whose storage adapter
 * builds their URLs. Only the card's fields are read, and none of them has read access or read hooks
 * of its own: `plainReadableCardFields` checks that against the collection before the first read.
 */
export async function readCardPage({ payload, user, where, sort, page, limit }: ReadCardPageOptions) {
  const readable = await readableWhereSql({ payload, user, collection: 'properties', where, sort })
  if (!readable) return []
  const { adapter, table, condition, orderBy } = readable
  const columns = cardColumns(payload)
  const tableName = adapter.tableNameMap.get('properties') ?? 'properties'
  const texts = sql.identifier(`${tableName}_texts`)
  const sections = sql.identifier(`${tableName}_sections`)
  const rels = sql.identifier(`${tableName}_rels`)
  const order = sql.join(orderBy.length ? orderBy : [sql`${table}."id"`], sql`, `)
  // The page's ids first (index order, stopping at the page), then the card of each of those rows only:
  // the outer query names the listing's table as the inner one does, so the same order applies to both.
  const { rows } = await adapter.drizzle.execute<CardRow>(sql`
    select ${table}."id", ${sql.join(
      columns.map(({ name, column }) => sql`${table}.${sql.identifier(column)} as ${sql.identifier(name)}`),
      sql`, `,
    )},
      (select json_agg(t."text" order by t."order") from ${texts} t
        where t."parent_id" = ${table}."id" and t."path" = 'amenities') as "amenities",
      (select json_build_object('title', s."title", 'content', s."content") from ${sections} s
        where s."_parent_id" = ${table}."id" order by s."_order" limit 1) as "first_section",
      (select r."media_id" from ${rels} r where r."parent_id" = ${table}."id" and r."path" = 'images'
        order by r."order" limit 1) as "cover_id",
      (select count(*)::int from ${rels} r where r."parent_id" = ${table}."id" and r."path" = 'images') as "photo_count"
    from (select ${table}."id" from ${table} where ${condition} order by ${order}
      limit ${limit} offset ${(Math.max(1, page) - 1) * limit}) as "page"
    join ${table} on ${table}."id" = "page"."id"
    order by ${order}`)
  // The covers through Payload's read of media (its storage adapter builds the URLs).
  const coverIds = rows.map((r) => r.cover_id).filter((id): id is number => id != null)
  const covers = await readByIds(payload, user, 'media', coverIds, CARD_MEDIA_POPULATE.media)
  return rows.map((row) => toCardDoc(row, columns, covers))
}

type CardColumn = { name: string; column: string; type: FlattenedField['type'] }

let checkedColumns: { fields: FlattenedField[]; columns: CardColumn[] } | undefined

/** The card's columns and their types, checked once per configuration (see `plainReadableCardFields`). */
function cardColumns(payload: Payload): CardColumn[] {
  const fields = payload.collections.properties.config.flattenedFields
  if (checkedColumns?.fields !== fields) {
    const db = postgres(payload)
    const table = db.tables[db.tableNameMap.get('properties') ?? 'properties'] as Record<string, { name: string }> | undefined
    checkedColumns = { fields, columns: plainReadableCardFields(fields, table) }
  }
  return checkedColumns.columns
}

/**
 * The card's column fields with their database columns, or an error naming a card field that a plain
 * read would get wrong: one with read access or read hooks of its own (Payload's find would hide or
 * change it), or one that is not a column of the listing's row.
 */
export function plainReadableCardFields(fields: FlattenedField[], table: Record<string, { name: string }> | undefined): CardColumn[] {
  const byName = new Map(fields.map((f) => [f.name, f]))
  const plain = (field: FlattenedField | undefined): field is FlattenedField => !!field && isPlainField(field)
  for (const name of CARD_LIST_FIELDS) {
    const field = byName.get(name)
    const nested = field && 'flattenedFields' in field ? field.flattenedFields.filter((f) => ['title', 'content'].includes(f.name)) : []
    if (!plain(field) || !nested.every(plain)) throw new Error(`The card field '${name}' cannot be read as a plain row`)
  }
  return CARD_COLUMN_FIELDS.map((name) => {
    const field = byName.get(name)
    const column = table?.[name]?.name
    if (!plain(field) || !column) throw new Error(`The card field '${name}' cannot be read as a plain row`)
    return { name, column, type: field.type }
  })
}

/** A row as Payload's find returns it: numbers as numbers, dates as ISO strings, lists as arrays. */
function toCardDoc(row: CardRow, columns: CardColumn[], covers: Map<number, object>) {
  const doc: Record<string, unknown> = { id: row.id }
  for (const { name, type } of columns) {
    doc[name] = asPayloadValue(row[name], type)
  }
  doc.amenities = row.amenities ?? []
  doc.sections = row.first_section ? [row.first_section] : []
  // Payload leaves an id where the photo cannot be read; the card then shows no cover.
  const cover = row.cover_id == null ? undefined : (covers.get(row.cover_id) ?? row.cover_id)
  doc.images = cover === undefined ? [] : [cover, ...Array<null>(Math.max(0, row.photo_count - 1)).fill(null)]
  return doc
}

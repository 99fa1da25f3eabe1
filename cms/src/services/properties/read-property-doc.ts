import type { FlattenedField, Payload, TypedUser, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { readableWhereSql } from '../../db/where-sql'
import { postgres } from '../../db/sql'
import { queryPrepared } from '../../db/prepared'
import { asPayloadValue, isPlainField, readByIds } from '../../db/plain-doc'
import type { Property } from '../../payload-types'

/**
 * Fields the property page never shows, so never reads: earlier slugs, the console's search text, who added
 * it, the assigned agent, and the two staff-only stamps (their read rules would hide them from most
 * viewers anyway).
 */
export const PAGE_UNREAD_FIELDS = [
  'slug_history',
  'search_text',
  'added_by',
  'assigned_agent',
  'rera_checked_version',
  'expiry_reminder_sent_at',
] as const

/** What the page reads of the documents a listing points at, as Payload's `populate` would. */
export const PAGE_POPULATE = {
  // `role` too: Users' contact rule (`agentContactField`) opens an agent's e-mail and phone to members, and
  // reads the role from the document as selected; without it an agent owner's contact stayed hidden.
  users: { first_name: true, last_name: true, email: true, phone_number: true, role: true },
  media: {
    url: true,
    filename: true,
    alt: true,
    width: true,
    sizes: {
      large: { url: true, filename: true, width: true },
      card: { url: true, filename: true, width: true },
      thumbnail: { url: true, filename: true },
    },
  },
} as const

type PageFields = {
  columns: { name: string; column: string; type: FlattenedField['type'] }[]
  /** `text` fields with `hasMany`: kept in the `_texts` table by path. */
  texts: string[]
  /** The listing table's name (its lists, sections and relations are in `<name>_texts`, `_sections`, `_rels`). */
  tableName: string
  /** The columns' select list as SQL text, written once: drizzle rebuilding ~90 of them was 5 % of a page's CPU. */
  selectList: string
}

let checked: { fields: FlattenedField[]; page: PageFields } | undefined

/**
 * The page's fields by where they are stored, checked once per configuration: a field with read access or
 * read hooks of its own, which Payload's find would hide or change, stops the read with an error instead of
 * being read wrongly; so does a field of a kind this read does not know.
 */
export function pageFields(payload: Payload): PageFields {
  const fields = payload.collections.properties.config.flattenedFields
  if (checked?.fields === fields) return checked.page
  const db = postgres(payload)
  const tableName = db.tableNameMap.get('properties') ?? 'properties'
  const table = (db.tables[tableName] ?? {}) as Record<string, { name: string } | undefined>
  const page: PageFields = { columns: [], texts: [], tableName, selectList: '' }
  for (const field of fields) {
    if ((PAGE_UNREAD_FIELDS as readonly string[]).includes(field.name)) continue
    if (!isPlainField(field)) throw new Error(`The listing field '${field.name}' cannot be read as a plain row`)
    if (field.type === 'text' && field.hasMany) page.texts.push(field.name)
    else if (['sections', 'images', 'owner'].includes(field.name)) continue
    else if (['text', 'textarea', 'select', 'number', 'checkbox', 'date'].includes(field.type) && !('hasMany' in field && field.hasMany)) {
      const column = table[field.name]?.name
      if (!column) throw new Error(`The listing field '${field.name}' is not a column of its row`)
      page.columns.push({ name: field.name, column, type: field.type })
    } else throw new Error(`The listing field '${field.name}' (${field.type}) is not known to the page's plain read`)
  }
  const sections = fields.find((f) => f.name === 'sections')
  const sectionFields = sections && 'flattenedFields' in sections ? sections.flattenedFields : []
  if (!sectionFields.every(isPlainField) || sectionFields.map((f) => f.name).join() !== 'title,content,document,id')
    throw new Error('The listing field sections is not what the page reads as a plain row')
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
  page.selectList = page.columns.map(({ name, column }) => `${quote(tableName)}.${quote(column)} as ${quote(name)}`).join(', ')
  checked = { fields, page }
  return page
}

type Row = Record<string, unknown> & {
  id: number
  owner_id: number | null
  texts: Record<string, string[]> | null
  sections: { id: string; title: string; content: string | null; document: number | null }[] | null
  image_ids: number[] | null
}

/**
 * The listing `where` finds, as `user` may read it, shaped as Payload's find returns it at depth 1 with
 * `PAGE_POPULATE` and without `PAGE_UNREAD_FIELDS` (the owner too, for a visitor who is not signed in:
 * Users' field rules show them no contact). One statement for the row, its lists and its sections, where
 * Payload's find built a relational query of every column and ran each field's read hooks (issue 19); the
 * photos, the sections' files and the owner are still read through Payload, under their own rules and
 * with their URLs. A test holds the two reads to one answer.
 */
export async function readPropertyDoc({
  payload,
  user,
  where,
}: {
  payload: Payload
  user: TypedUser | null
  where: Where
}): Promise<Property | null> {
  const { columns, texts, tableName, selectList } = pageFields(payload)
  const readable = await readableWhereSql({ payload, user, collection: 'properties', where })
  if (!readable) return null
  const { table, condition } = readable
  // Prepared: the text (~90 columns) is sent, parsed and planned once per connection, not on every view.
  const rows = await queryPrepared<Row>(
    payload,
    sql`
    select ${table}."id", ${table}."owner_id", ${sql.raw(selectList)},
      (select json_object_agg(l."path", l."texts") from (select t."path", json_agg(t."text" order by t."order") as "texts"
        from ${sql.identifier(`${tableName}_texts`)} t where t."parent_id" = ${table}."id" group by t."path") l) as "texts",
      (select json_agg(json_build_object('id', s."id", 'title', s."title", 'content', s."content", 'document', s."document_id")
        order by s."_order") from ${sql.identifier(`${tableName}_sections`)} s where s."_parent_id" = ${table}."id") as "sections",
      (select json_agg(r."media_id" order by r."order") from ${sql.identifier(`${tableName}_rels`)} r
        where r."parent_id" = ${table}."id" and r."path" = 'images') as "image_ids"
    from ${table} where ${condition} limit 1`,
  )
  const row = rows[0]
  if (!row) return null
  const doc: Record<string, unknown> = { id: row.id }
  for (const { name, type } of columns) doc[name] = asPayloadValue(row[name], type)
  for (const name of texts) doc[name] = row.texts?.[name] ?? []
  const imageIds = row.image_ids ?? []
  const fileIds = (row.sections ?? []).map((s) => s.document).filter((id): id is number => id != null)
  const [media, files, owner] = await Promise.all([
    readByIds(payload, user, 'media', imageIds, PAGE_POPULATE.media),
    readByIds(payload, user, 'listing-files', fileIds),
    user && row.owner_id != null ? readByIds(payload, user, 'users', [row.owner_id], PAGE_POPULATE.users) : null,
  ])
  // As Payload's populate: what the viewer may not read stays an id.
  doc.images = imageIds.map((id) => media.get(id) ?? id)
  doc.sections = (row.sections ?? []).map((s) => ({
    id: s.id,
    title: s.title,
    content: s.content,
    document: s.document == null ? null : (files.get(s.document) ?? s.document),
  }))
  if (user) doc.owner = row.owner_id == null ? null : (owner?.get(row.owner_id) ?? row.owner_id)
  return doc as Partial<Property> as Property
}

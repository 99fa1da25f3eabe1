import type { CollectionSlug, Where } from 'payload'
import type { z } from 'zod'

/** How one console resource maps onto a Payload collection. */
export type AdminResource = {
  collection: CollectionSlug
  /** Fields the console's free-text `q` filter searches. */
  searchFields: string[]
  /** Fields the console may filter on by equality. */
  filterFields: string[]
  sortable: string[]
  /** Rows this resource is limited to (e.g. only pending agents and sellers), and-ed with every filter. */
  baseWhere?: Where
  /** How deep relationships are populated for toRecord (default 0). */
  depth?: number
  /** A list to read only: create, update and delete answer 405. */
  readOnly?: true
  createSchema?: z.ZodType<Record<string, unknown>>
  updateSchema?: z.ZodType<Record<string, unknown>>
  /** The record as the console sees it. */
  toRecord: (doc: Record<string, unknown>) => Record<string, unknown>
}

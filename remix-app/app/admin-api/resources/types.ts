import type { CollectionSlug } from 'payload'
import type { z } from 'zod'

/** How one console resource maps onto a Payload collection. */
export type AdminResource = {
  collection: CollectionSlug
  /** Fields the console's free-text `q` filter searches. */
  searchFields: string[]
  /** Fields the console may filter on by equality. */
  filterFields: string[]
  sortable: string[]
  createSchema: z.ZodType<Record<string, unknown>>
  updateSchema: z.ZodType<Record<string, unknown>>
  /** The record as the console sees it. */
  toRecord: (doc: Record<string, unknown>) => Record<string, unknown>
}

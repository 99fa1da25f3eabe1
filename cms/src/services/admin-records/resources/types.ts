import type { CollectionSlug, PopulateType, Where } from 'payload'
import type { z } from 'zod'

/** How one console resource maps onto a Payload collection. */
export type AdminResource = {
  collection: CollectionSlug
  /**
   * What the console's free-text `q` filter searches (case-insensitive, in SQL): the fields
   * listed, or `'search_text'`, the indexed column in which the collection keeps its searchable
   * fields joined (cms `fields/searchTextField.ts`).
   */
  search: string[] | 'search_text'
  /** Fields the console may filter on by equality (an array value means "any of"). */
  filterFields: string[]
  /**
   * Filter keys that are not plain fields (table tabs and mixed filters such as the users
   * table's status): each turns the value into a Where clause, or null to ignore it.
   */
  virtualFilters?: Record<string, (value: unknown) => Where | null>
  sortable: string[]
  /** Rows this resource is limited to (e.g. only pending agents and sellers), and-ed with every filter. */
  baseWhere?: Where
  /** A list to read only: create, update and delete answer 405. */
  readOnly?: true
  /** Relationship depth of reads; with `populate`, what is joined (e.g. a booking's property title). */
  depth?: number
  populate?: PopulateType
  /** Absent: the console may not create (405). */
  createSchema?: z.ZodType<Record<string, unknown>>
  /** Absent: the console may not edit (405). */
  updateSchema?: z.ZodType<Record<string, unknown>>
  /** The record as the console sees it. */
  toRecord: (doc: Record<string, unknown>) => Record<string, unknown>
}

import type { Where } from 'payload'
import { parseRecordId } from '@gruha/shared'
import type { AdminResource } from './resources/types'

export type ListQuery = { where: Where; sort: string; limit: number; page: number; start: number }

/** ra-data-simple-rest's list parameters, each as the JSON the console sent (anything else reads as absent). */
export type ListParams = { sort?: unknown; range?: unknown; filter?: unknown }

const MAX_OFFSET = 10_000_000

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Filter values a column can equal: text, numbers and booleans (objects would reach SQL as junk). */
const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))

/**
 * Reads ra-data-simple-rest's list query (`sort=["field","ASC"]`, `range=[0,9]`, `filter={...}`)
 * into a Payload query, keeping only fields the resource declares. Malformed parts read as the
 * first page, newest first, unfiltered, as ra-data-simple-rest never sends them.
 */
export function parseListQuery({ sort: rawSort, range: rawRange, filter }: ListParams, resource: AdminResource): ListQuery {
  const where = filterWhere(isPlainObject(filter) ? filter : {}, resource)
  const [field, order] = Array.isArray(rawSort) ? rawSort : []
  const sortField = typeof field === 'string' && resource.sortable.includes(field) ? field : 'createdAt'
  const sort = `${order === 'ASC' ? '' : '-'}${sortField}`

  // Anything but [start, end] falls back to the first page; offsets are capped far beyond any table.
  const [rawStart, rawEnd] = Array.isArray(rawRange) ? rawRange.map(Number) : []
  const start = Number.isFinite(rawStart) ? Math.min(MAX_OFFSET, Math.max(0, Math.trunc(rawStart))) : 0
  const end = Number.isFinite(rawEnd) ? Math.max(start, Math.min(start + 99, Math.trunc(rawEnd))) : start + 9
  const limit = Math.min(100, end - start + 1)
  const page = Math.floor(start / limit) + 1

  return { where, sort, limit, page, start }
}

/**
 * A react-admin `filter` object as a Payload Where: `q` searches the resource's search fields
 * (case-insensitive `like`: with a search column every word must appear somewhere in the row,
 * else every word in one of the fields), `id` is a list of ids, plain
 * fields match by equality (an array means any of), and virtual filters build their own clause.
 * Unknown keys are ignored.
 */
export function filterWhere(filter: Record<string, unknown> | null, resource: AdminResource): Where {
  const and: Where[] = resource.baseWhere ? [resource.baseWhere] : []
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (key === 'q') {
      const text = String(value).trim().slice(0, 100)
      const { search } = resource
      if (text && search === 'search_text') and.push({ search_text: { like: text } })
      else if (text && Array.isArray(search)) and.push({ or: search.map((f) => ({ [f]: { like: text } })) })
    } else if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(parseRecordId).filter((id) => id !== null)
      and.push({ id: { in: ids.length ? ids : [0] } })
    } else if (resource.virtualFilters && Object.hasOwn(resource.virtualFilters, key)) {
      // Own keys only: 'toString' or 'constructor' from a crafted filter is an unknown key, not a function to call.
      const clause = resource.virtualFilters[key]!(value)
      if (clause) and.push(clause)
    } else if (resource.filterFields.includes(key)) {
      if (Array.isArray(value)) {
        const values = value.filter(isScalar)
        if (values.length) and.push({ [key]: { in: values } })
      } else if (isScalar(value)) {
        and.push({ [key]: { equals: value } })
      }
    }
  }
  return and.length ? { and } : {}
}

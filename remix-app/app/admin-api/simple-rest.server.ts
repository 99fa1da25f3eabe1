import type { Where } from 'payload'
import type { AdminResource } from './resources/types'

export type ListQuery = { where: Where; sort: string; limit: number; page: number; start: number }

export function parseJsonParam<T>(url: URL, name: string, fallback: T): T {
  const raw = url.searchParams.get(name)
  if (!raw) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

/**
 * Reads ra-data-simple-rest's list query (`sort=["field","ASC"]`, `range=[0,9]`, `filter={...}`)
 * into a Payload query, keeping only fields the resource declares.
 */
export function parseListQuery(url: URL, resource: AdminResource): ListQuery {
  const where = filterWhere(parseJsonParam<Record<string, unknown>>(url, 'filter', {}), resource)
  const [field, order] = parseJsonParam<[string, string]>(url, 'sort', ['createdAt', 'DESC'])
  const sortField = resource.sortable.includes(field) ? field : 'createdAt'
  const sort = `${order === 'ASC' ? '' : '-'}${sortField}`

  const [rawStart, rawEnd] = parseJsonParam<[number, number]>(url, 'range', [0, 9])
  const start = Number.isFinite(Number(rawStart)) ? Math.max(0, Math.trunc(Number(rawStart))) : 0
  const end = Number.isFinite(Number(rawEnd)) ? Math.max(start, Math.trunc(Number(rawEnd))) : start + 9
  const limit = Math.min(100, end - start + 1)
  const page = Math.floor(start / limit) + 1

  return { where, sort, limit, page, start }
}

/**
 * A react-admin `filter` object as a Payload Where: `q` searches the resource's search fields
 * (case-insensitive `like`, every word must match in one of them), `id` is a list of ids, plain
 * fields match by equality (an array means any of), and virtual filters build their own clause.
 * Unknown keys are ignored.
 */
export function filterWhere(filter: Record<string, unknown> | null, resource: AdminResource): Where {
  const and: Where[] = resource.baseWhere ? [resource.baseWhere] : []
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (key === 'q') {
      const text = String(value).trim().slice(0, 100)
      if (text) and.push({ or: resource.searchFields.map((f) => ({ [f]: { like: text } })) })
    } else if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isFinite)
      and.push({ id: { in: ids } })
    } else if (resource.virtualFilters?.[key]) {
      const clause = resource.virtualFilters[key](value)
      if (clause) and.push(clause)
    } else if (resource.filterFields.includes(key)) {
      if (Array.isArray(value)) {
        if (value.length) and.push({ [key]: { in: value } })
      } else {
        and.push({ [key]: { equals: value } })
      }
    }
  }
  return and.length ? { and } : {}
}

export function contentRange(resourceName: string, start: number, count: number, total: number) {
  const end = count ? start + count - 1 : start
  return `${resourceName} ${start}-${end}/${total}`
}

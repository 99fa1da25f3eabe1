import type { Where } from 'payload'
import type { AdminResource } from './resources/types'

export type ListQuery = { where: Where; sort: string; limit: number; page: number; start: number }

function parseJsonParam<T>(url: URL, name: string, fallback: T): T {
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
  const [field, order] = parseJsonParam<[string, string]>(url, 'sort', ['createdAt', 'DESC'])
  const sortField = resource.sortable.includes(field) ? field : 'createdAt'
  const sort = `${order === 'ASC' ? '' : '-'}${sortField}`

  const [rawStart, rawEnd] = parseJsonParam<[number, number]>(url, 'range', [0, 9])
  const start = Number.isFinite(Number(rawStart)) ? Math.max(0, Math.trunc(Number(rawStart))) : 0
  const end = Number.isFinite(Number(rawEnd)) ? Math.max(start, Math.trunc(Number(rawEnd))) : start + 9
  const limit = Math.min(100, end - start + 1)
  const page = Math.floor(start / limit) + 1

  const filter = parseJsonParam<Record<string, unknown>>(url, 'filter', {})
  const and: Where[] = []
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (key === 'q') {
      const text = String(value).trim()
      if (text) and.push({ or: resource.searchFields.map((f) => ({ [f]: { like: text } })) })
    } else if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isFinite)
      and.push({ id: { in: ids } })
    } else if (resource.filterFields.includes(key)) {
      and.push(Array.isArray(value) ? { [key]: { in: value } } : { [key]: { equals: value } })
    }
  }
  return { where: and.length ? { and } : {}, sort, limit, page, start }
}

export function contentRange(resourceName: string, start: number, count: number, total: number) {
  const end = count ? start + count - 1 : start
  return `${resourceName} ${start}-${end}/${total}`
}

import type { Where } from 'payload'
import { findAdminResource, requireConsoleAdmin, type AdminRecordsOptions } from './admin-resource'
import { filterWhere, isPlainObject } from './list-query'
import { listTotals } from './list-totals'

/** The list's own filter, and one filter per tab (each as the console sent it; anything else reads as none). */
export type CountAdminTabsInput = { resource: unknown; filter?: unknown; tabs?: unknown }

/** At most this many tabs are counted per request. */
const MAX_TABS = 12

/**
 * Counts for a list's tabs, each a SQL COUNT through the admin's access rules: `{ name: count, ... }`
 * for the list's filter combined with each tab's filter.
 */
export async function countAdminTabs({ payload, user, input }: AdminRecordsOptions<CountAdminTabsInput>): Promise<Record<string, number>> {
  const admin = requireConsoleAdmin(user)
  const resource = findAdminResource(input.resource)
  const base = filterWhere(isPlainObject(input.filter) ? input.filter : {}, resource)
  const entries = Object.entries(isPlainObject(input.tabs) ? input.tabs : {}).slice(0, MAX_TABS)
  const wheres = entries.map(([, tabFilter]): Where => {
    const tab = filterWhere(isPlainObject(tabFilter) ? tabFilter : {}, resource)
    const parts = [base, tab].filter((w) => Object.keys(w).length > 0)
    return parts.length ? { and: parts } : {}
  })
  const counts = await listTotals(payload, admin, resource.collection, wheres)
  return Object.fromEntries(entries.map(([name], i) => [name, counts[i] ?? 0]))
}

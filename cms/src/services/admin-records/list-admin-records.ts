import type { SelectIncludeType } from 'payload'
import { findAdminResource, plainRecord, requireConsoleAdmin, type AdminRecord, type AdminRecordsOptions } from './admin-resource'
import { listTotals } from './list-totals'
import { parseListQuery, type ListParams } from './list-query'

export type ListAdminRecordsInput = ListParams & { resource: unknown }

/** One page of a console list: its records, the offset of the first, and the filter's total. */
export type AdminRecordsPage = { records: AdminRecord[]; start: number; total: number }

/** Every collection has an id: the columns of a page's first read. */
const ID_ONLY: SelectIncludeType = { id: true }

/**
 * One list page as the admin, in reads that overlap (ADR 8): the total (`listTotals`) runs beside the
 * page's ids, which come first with no columns but the id, so that an offset of thousands skips
 * bare rows rather than rows with their arrays and joins built; then just those records in full,
 * put back in the page's order.
 */
export async function listAdminRecords({ payload, user, input }: AdminRecordsOptions<ListAdminRecordsInput>): Promise<AdminRecordsPage> {
  const admin = requireConsoleAdmin(user)
  const resource = findAdminResource(input.resource)
  const query = parseListQuery(input, resource)
  const readPage = async () => {
    const page = await payload.find({
      collection: resource.collection,
      where: query.where,
      sort: query.sort,
      limit: query.limit,
      page: query.page,
      // The total comes from the count beside this read; Payload would otherwise count after it.
      pagination: false,
      depth: 0,
      select: ID_ONLY,
      overrideAccess: false,
      user: admin,
    })
    const ids = page.docs.map((d) => d.id)
    if (!ids.length) return []
    const full = await payload.find({
      collection: resource.collection,
      where: { id: { in: ids } },
      pagination: false,
      depth: resource.depth ?? 0,
      populate: resource.populate,
      overrideAccess: false,
      user: admin,
    })
    const byId = new Map(full.docs.map((d) => [d.id, plainRecord(d)]))
    return ids.map((id) => byId.get(id)).filter((d) => d !== undefined)
  }
  const [[total], docs] = await Promise.all([listTotals(payload, admin, resource.collection, [query.where]), readPage()])
  return { records: docs.map((d) => resource.toRecord(d)), start: query.start, total: total ?? 0 }
}

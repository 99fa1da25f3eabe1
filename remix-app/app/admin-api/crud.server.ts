import type { CollectionSlug, RequiredDataFromCollectionSlug, SelectIncludeType, Where } from 'payload'
import type { SessionUser } from '~/utils/auth.server'
import { asPlainRecord, getPayloadClient } from '~/utils/payload.server'
import { apiError, payloadErrorResponse } from './http.server'
import { listTotals } from './list-total.server'
import { adminResources } from './resources/index.server'
import { contentRange, filterWhere, isPlainObject, parseJsonParam, parseListQuery } from './simple-rest.server'
import type { AdminResource } from './resources/types'

export function resourceOr404(name: string | undefined): AdminResource {
  // Own keys only: a name such as 'toString' or '__proto__' is not a resource.
  const resource = name && Object.hasOwn(adminResources, name) ? adminResources[name] : undefined
  if (!resource) throw apiError(404, 'Not found')
  return resource
}

function fieldErrors(error: { issues: Array<{ path: PropertyKey[]; message: string }> }) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

// Every call below goes through Payload's access rules as the signed-in admin.

/** Every collection has an id: the columns of a page's first read. */
const ID_ONLY: SelectIncludeType = { id: true }

/**
 * One list page as the admin, in reads that overlap: the total (`listTotals`) runs beside the
 * page's ids, which come first with no columns but the id, so that an offset of thousands skips
 * bare rows rather than rows with their arrays and joins built; then just those records in full,
 * put back in the page's order.
 */
export async function listRecords(name: string, resource: AdminResource, url: URL, user: SessionUser) {
  const query = parseListQuery(url, resource)
  const payload = await getPayloadClient()
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
      user,
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
      user,
    })
    const byId = new Map(full.docs.map((d) => [d.id, asPlainRecord(d)]))
    return ids.map((id) => byId.get(id)).filter((d) => d !== undefined)
  }
  let totalAndPage: [number, Record<string, unknown>[]]
  try {
    totalAndPage = await Promise.all([listTotals(resource, [query.where], user).then(([total]) => total), readPage()])
  } catch (error) {
    return payloadErrorResponse(error)
  }
  const [totalDocs, docs] = totalAndPage
  const records = docs.map((d) => resource.toRecord(d))
  return Response.json(records, {
    headers: { 'Content-Range': contentRange(name, query.start, records.length, totalDocs) },
  })
}

export async function getRecord(resource: AdminResource, id: number, user: SessionUser) {
  const payload = await getPayloadClient()
  try {
    const doc = await payload.findByID({
      collection: resource.collection,
      id,
      depth: resource.depth ?? 0,
      populate: resource.populate,
      overrideAccess: false,
      user,
    })
    if (resource.baseWhere && !(await withinBase(resource, id, user))) return apiError(404, 'Not found')
    return Response.json(resource.toRecord(asPlainRecord(doc)))
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

/** Whether record `id` is one of the rows a limited resource (baseWhere) covers. */
async function withinBase(resource: AdminResource, id: number, user: SessionUser) {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: resource.collection,
    where: { and: [resource.baseWhere ?? {}, { id: { equals: id } }] },
    overrideAccess: false,
    user,
  })
  return totalDocs > 0
}

/**
 * Counts for a list's tabs, each a SQL COUNT through the admin's access rules:
 * `?filter={..}` (the list's own filters) and `tabs={"name": {..filter..}, ...}` answer
 * `{ name: count, ... }` for the list filter combined with each tab's filter.
 */
export async function countRecords(resource: AdminResource, url: URL, user: SessionUser) {
  const filter = parseJsonParam<unknown>(url, 'filter', {})
  const base = filterWhere(isPlainObject(filter) ? filter : {}, resource)
  const tabs = parseJsonParam<unknown>(url, 'tabs', {})
  const entries = Object.entries(isPlainObject(tabs) ? tabs : {}).slice(0, 12)
  let counts: number[]
  try {
    const wheres = entries.map(([, tabFilter]): Where => {
      const tab = filterWhere(isPlainObject(tabFilter) ? tabFilter : {}, resource)
      const parts = [base, tab].filter((w) => Object.keys(w).length > 0)
      return parts.length ? { and: parts } : {}
    })
    counts = await listTotals(resource, wheres, user)
  } catch (error) {
    return payloadErrorResponse(error)
  }
  return Response.json(Object.fromEntries(entries.map(([name], i) => [name, counts[i]])))
}

export async function createRecord(resource: AdminResource, body: Record<string, unknown>, user: SessionUser) {
  if (resource.readOnly || !resource.createSchema) return apiError(405, 'Method not allowed')
  const parsed = resource.createSchema.safeParse(body)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return apiError(400, Object.values(errors)[0] ?? 'Invalid input', errors)
  }
  const refused = resource.beforeCreate ? await resource.beforeCreate(parsed.data) : null
  if (refused) return refused
  const payload = await getPayloadClient()
  try {
    const doc = await payload.create({
      collection: resource.collection,
      data: parsed.data as RequiredDataFromCollectionSlug<CollectionSlug>,
      depth: resource.depth ?? 0,
      populate: resource.populate,
      overrideAccess: false,
      user,
    })
    const record = asPlainRecord(doc)
    if (resource.afterCreate) await resource.afterCreate(record)
    return Response.json(resource.toRecord(record), { status: 201 })
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

/**
 * Edit: the body may be the whole form or only the fields to change (`{status}` alone). It is
 * checked on top of the stored record, so the form's rules hold for what the admin sends; a gap in
 * the stored record that the request does not touch (an owner's listing without a PIN code) does not
 * block a one-field change, which then goes to Payload as sent, under the collection's own rules.
 */
export async function updateRecord(resource: AdminResource, id: number, body: Record<string, unknown>, user: SessionUser) {
  if (resource.readOnly || !resource.updateSchema) return apiError(405, 'Method not allowed')
  const payload = await getPayloadClient()
  let stored: Record<string, unknown>
  try {
    const doc = await payload.findByID({
      collection: resource.collection,
      id,
      depth: resource.depth ?? 0,
      populate: resource.populate,
      overrideAccess: false,
      user,
    })
    stored = resource.toRecord(asPlainRecord(doc))
  } catch (error) {
    return payloadErrorResponse(error)
  }
  const parsed = resource.updateSchema.safeParse({ ...stored, ...body })
  let data: Record<string, unknown> = body
  if (parsed.success) data = parsed.data
  else {
    const all = fieldErrors(parsed.error)
    const errors = Object.fromEntries(Object.entries(all).filter(([field]) => field in body || field === 'form'))
    if (Object.keys(errors).length) return apiError(400, Object.values(errors)[0] ?? 'Invalid input', errors)
  }
  try {
    const doc = await payload.update({
      collection: resource.collection,
      id,
      data: data as RequiredDataFromCollectionSlug<CollectionSlug>,
      depth: resource.depth ?? 0,
      populate: resource.populate,
      overrideAccess: false,
      user,
    })
    return Response.json(resource.toRecord(asPlainRecord(doc)))
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

export async function deleteRecord(resource: AdminResource, id: number, user: SessionUser) {
  if (resource.readOnly) return apiError(405, 'Method not allowed')
  const payload = await getPayloadClient()
  try {
    const doc = await payload.delete({ collection: resource.collection, id, depth: 0, overrideAccess: false, user })
    return Response.json(resource.toRecord(asPlainRecord(doc)))
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

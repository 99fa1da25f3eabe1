import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { apiError, payloadErrorResponse } from './http.server'
import { adminResources } from './resources/index.server'
import { contentRange, parseListQuery } from './simple-rest.server'
import type { AdminResource } from './resources/types'

export function resourceOr404(name: string | undefined): AdminResource {
  const resource = name ? adminResources[name] : undefined
  if (!resource) throw apiError(404, 'Not found')
  return resource
}

function fieldErrors(error: { issues: Array<{ path: PropertyKey[]; message: string }> }) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

// Every call below goes through Payload's access rules as the signed-in admin.

export async function listRecords(name: string, resource: AdminResource, url: URL, user: SessionUser) {
  const query = parseListQuery(url, resource)
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: resource.collection,
    where: query.where,
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const records = result.docs.map((d) => resource.toRecord(d as unknown as Record<string, unknown>))
  return Response.json(records, {
    headers: { 'Content-Range': contentRange(name, query.start, records.length, result.totalDocs) },
  })
}

export async function getRecord(resource: AdminResource, id: string, user: SessionUser) {
  const payload = await getPayloadClient()
  try {
    const doc = await payload.findByID({ collection: resource.collection, id, depth: 0, overrideAccess: false, user })
    return Response.json(resource.toRecord(doc as unknown as Record<string, unknown>))
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

export async function createRecord(resource: AdminResource, body: Record<string, unknown>, user: SessionUser) {
  const parsed = resource.createSchema.safeParse(body)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return apiError(400, Object.values(errors)[0] ?? 'Invalid input', errors)
  }
  const payload = await getPayloadClient()
  try {
    const doc = await payload.create({
      collection: resource.collection,
      data: parsed.data as never,
      overrideAccess: false,
      user,
    })
    return Response.json(resource.toRecord(doc as unknown as Record<string, unknown>), { status: 201 })
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

export async function updateRecord(resource: AdminResource, id: string, body: Record<string, unknown>, user: SessionUser) {
  const parsed = resource.updateSchema.safeParse(body)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return apiError(400, Object.values(errors)[0] ?? 'Invalid input', errors)
  }
  const payload = await getPayloadClient()
  try {
    const doc = await payload.update({
      collection: resource.collection,
      id,
      data: parsed.data as never,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return Response.json(resource.toRecord(doc as unknown as Record<string, unknown>))
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

export async function deleteRecord(resource: AdminResource, id: string, user: SessionUser) {
  const payload = await getPayloadClient()
  try {
    const doc = await payload.delete({ collection: resource.collection, id, depth: 0, overrideAccess: false, user })
    return Response.json(resource.toRecord(doc as unknown as Record<string, unknown>))
  } catch (error) {
    return payloadErrorResponse(error)
  }
}

import {
  countAdminTabs,
  createAdminRecord,
  deleteAdminRecord,
  findAdminResource,
  getAdminRecord,
  listAdminRecords,
  updateAdminRecord,
} from '@gruha/cms/services/admin-records'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { payloadErrorResponse } from './http.server'
import { contentRange, parseJsonParam } from './simple-rest.server'

// The console's generic CRUD over HTTP (ra-data-simple-rest). The work, and every check of the input and
// of who asks, is in `@gruha/cms/services/admin-records`; this file reads the request into the service's
// input and answers its result, or its refusal (AppError, Payload's) through `payloadErrorResponse`.

/** A name that is no console resource answers 404, before a write's body is read. */
export function resourceOr404(name: string | undefined): void {
  try {
    findAdminResource(name)
  } catch (error) {
    throw payloadErrorResponse(error)
  }
}

async function answer<T>(work: () => Promise<T>, respond: (result: T) => Response): Promise<Response> {
  let result: T
  try {
    result = await work()
  } catch (error) {
    return payloadErrorResponse(error)
  }
  return respond(result)
}

/** GET /api/admin/{resource}?sort=..&range=..&filter=..: one page, its range and total in Content-Range. */
export async function listRecords(resource: string, url: URL, user: SessionUser) {
  const payload = await getPayloadClient()
  const input = { resource, sort: parseJsonParam(url, 'sort'), range: parseJsonParam(url, 'range'), filter: parseJsonParam(url, 'filter') }
  return answer(
    () => listAdminRecords({ payload, user, input }),
    (page) =>
      Response.json(page.records, { headers: { 'Content-Range': contentRange(resource, page.start, page.records.length, page.total) } }),
  )
}

/** GET /api/admin/{resource}/counts?filter={..}&tabs={"name": {..filter..}}: `{ name: count, ... }`. */
export async function countRecords(resource: string, url: URL, user: SessionUser) {
  const payload = await getPayloadClient()
  const input = { resource, filter: parseJsonParam(url, 'filter'), tabs: parseJsonParam(url, 'tabs') }
  return answer(
    () => countAdminTabs({ payload, user, input }),
    (counts) => Response.json(counts),
  )
}

export async function getRecord(resource: string, id: number, user: SessionUser) {
  const payload = await getPayloadClient()
  return answer(
    () => getAdminRecord({ payload, user, input: { resource, id } }),
    (record) => Response.json(record),
  )
}

export async function createRecord(resource: string, data: Record<string, unknown>, user: SessionUser) {
  const payload = await getPayloadClient()
  return answer(
    () => createAdminRecord({ payload, user, input: { resource, data } }),
    (record) => Response.json(record, { status: 201 }),
  )
}

export async function updateRecord(resource: string, id: number, data: Record<string, unknown>, user: SessionUser) {
  const payload = await getPayloadClient()
  return answer(
    () => updateAdminRecord({ payload, user, input: { resource, id, data } }),
    (record) => Response.json(record),
  )
}

export async function deleteRecord(resource: string, id: number, user: SessionUser) {
  const payload = await getPayloadClient()
  return answer(
    () => deleteAdminRecord({ payload, user, input: { resource, id } }),
    (record) => Response.json(record),
  )
}

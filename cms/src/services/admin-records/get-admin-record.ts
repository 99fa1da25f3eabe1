import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'
import {
  ADMIN_RECORDS_MESSAGES,
  adminRecordId,
  findAdminResource,
  plainRecord,
  recordRead,
  requireConsoleAdmin,
  type AdminRecord,
  type AdminRecordsOptions,
} from './admin-resource'
import type { AdminResource } from './resources/types'

export type AdminRecordInput = { resource: unknown; id: unknown }

/** One record as the console shows it; NOT_FOUND outside a limited resource's rows (e.g. only pending agents). */
export async function getAdminRecord({ payload, user, input }: AdminRecordsOptions<AdminRecordInput>): Promise<AdminRecord> {
  const admin = requireConsoleAdmin(user)
  const resource = findAdminResource(input.resource)
  const id = adminRecordId(input.id)
  const doc = await payload.findByID(recordRead(resource, id, admin))
  if (resource.baseWhere && !(await withinBase(payload, admin, resource, id))) {
    throw new AppError('NOT_FOUND', ADMIN_RECORDS_MESSAGES.notFound)
  }
  return resource.toRecord(plainRecord(doc))
}

/** Whether record `id` is one of the rows a limited resource (baseWhere) covers. */
async function withinBase(payload: Payload, user: SessionUser, resource: AdminResource, id: number) {
  const { totalDocs } = await payload.count({
    collection: resource.collection,
    where: { and: [resource.baseWhere ?? {}, { id: { equals: id } }] },
    overrideAccess: false,
    user,
  })
  return totalDocs > 0
}

import { AppError } from '../../errors/app-error'
import {
  ADMIN_RECORDS_MESSAGES,
  adminRecordId,
  findAdminResource,
  plainRecord,
  requireConsoleAdmin,
  writableResource,
  type AdminRecord,
  type AdminRecordsOptions,
} from './admin-resource'
import type { AdminRecordInput } from './get-admin-record'

/** Delete a record as the admin, never their own account (through any console list of users). */
export async function deleteAdminRecord({ payload, user, input }: AdminRecordsOptions<AdminRecordInput>): Promise<AdminRecord> {
  const admin = requireConsoleAdmin(user)
  const found = findAdminResource(input.resource)
  const id = adminRecordId(input.id)
  if (found.collection === 'users' && admin.id === id) throw new AppError('INVALID_INPUT', ADMIN_RECORDS_MESSAGES.ownAccount)
  const resource = writableResource(found)
  const doc = await payload.delete({ collection: resource.collection, id, depth: 0, overrideAccess: false, user: admin })
  return resource.toRecord(plainRecord(doc))
}

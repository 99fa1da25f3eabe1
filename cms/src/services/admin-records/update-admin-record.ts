import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'
import { AppError } from '../../errors/app-error'
import {
  ADMIN_RECORDS_MESSAGES,
  adminRecordId,
  findAdminResource,
  invalidInput,
  plainRecord,
  recordRead,
  requireConsoleAdmin,
  writableResource,
  zodFieldErrors,
  type AdminRecord,
  type AdminRecordsOptions,
} from './admin-resource'

export type UpdateAdminRecordInput = { resource: unknown; id: unknown; data: Record<string, unknown> }

/**
 * Edit: `data` may be the whole form or only the fields to change (`{status}` alone). It is
 * checked on top of the stored record, so the form's rules hold for what the admin sends; a gap in
 * the stored record that the request does not touch (an owner's listing without a PIN code) does not
 * block a one-field change, which then goes to Payload as sent, under the collection's own rules.
 */
export async function updateAdminRecord({ payload, user, input }: AdminRecordsOptions<UpdateAdminRecordInput>): Promise<AdminRecord> {
  const admin = requireConsoleAdmin(user)
  const found = findAdminResource(input.resource)
  const id = adminRecordId(input.id)
  const resource = writableResource(found)
  if (!resource.updateSchema) throw new AppError('UNSUPPORTED', ADMIN_RECORDS_MESSAGES.unsupported)
  const read = recordRead(resource, id, admin)
  const stored = resource.toRecord(plainRecord(await payload.findByID(read)))
  const parsed = resource.updateSchema.safeParse({ ...stored, ...input.data })
  let data: Record<string, unknown> = input.data
  if (parsed.success) data = parsed.data
  else {
    const all = zodFieldErrors(parsed.error)
    const errors = Object.fromEntries(Object.entries(all).filter(([field]) => field in input.data || field === 'form'))
    if (Object.keys(errors).length) throw invalidInput(errors)
  }
  const doc = await payload.update({ ...read, data: data as RequiredDataFromCollectionSlug<CollectionSlug> })
  return resource.toRecord(plainRecord(doc))
}

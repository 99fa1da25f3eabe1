import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'
import { AppError } from '../../errors/app-error'
import {
  ADMIN_RECORDS_MESSAGES,
  findAdminResource,
  invalidInput,
  plainRecord,
  requireConsoleAdmin,
  writableResource,
  zodFieldErrors,
  type AdminRecord,
  type AdminRecordsOptions,
} from './admin-resource'

export type CreateAdminRecordInput = { resource: unknown; data: Record<string, unknown> }

/**
 * Add a record from the console's form, checked with the resource's shared schema (INVALID_INPUT with
 * each field's message) and then created as the admin, under the collection's own rules and hooks.
 */
export async function createAdminRecord({ payload, user, input }: AdminRecordsOptions<CreateAdminRecordInput>): Promise<AdminRecord> {
  const admin = requireConsoleAdmin(user)
  const resource = writableResource(findAdminResource(input.resource))
  if (!resource.createSchema) throw new AppError('UNSUPPORTED', ADMIN_RECORDS_MESSAGES.unsupported)
  const parsed = resource.createSchema.safeParse(input.data)
  if (!parsed.success) throw invalidInput(zodFieldErrors(parsed.error))
  const doc = await payload.create({
    collection: resource.collection,
    data: parsed.data as RequiredDataFromCollectionSlug<CollectionSlug>,
    depth: resource.depth ?? 0,
    populate: resource.populate,
    overrideAccess: false,
    user: admin,
  })
  return resource.toRecord(plainRecord(doc))
}

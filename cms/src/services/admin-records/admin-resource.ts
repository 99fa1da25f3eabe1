import type { Payload } from 'payload'
import { z } from 'zod'
import { MESSAGES, parseRecordId } from '@gruha/shared'
import { AppError, type FieldErrors } from '../../errors/app-error'
import type { SessionUser } from '../../domain/auth/session-user'
import { adminResources } from './resources'
import type { AdminResource } from './resources/types'

export type AdminRecordsOptions<I> = { payload: Payload; user: SessionUser | null; input: I }

/** A record as the console reads and writes it: plain fields, relationships as ids or objects. */
export type AdminRecord = Record<string, unknown>

/** The console's answers for a name or an id that names nothing (the same for both, as before). */
export const ADMIN_RECORDS_MESSAGES = {
  signInRequired: 'Authentication required',
  notFound: 'Not found',
  unsupported: 'Method not allowed',
  invalidInput: 'Invalid input',
  ownAccount: 'You cannot delete your own account.',
} as const

/** Every service of this area answers the signed-in admin only; the collections' rules then apply as them. */
export function requireConsoleAdmin(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('UNAUTHENTICATED', ADMIN_RECORDS_MESSAGES.signInRequired)
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.admin.auth.accessDenied)
  return user
}

const resourceName = z.string().max(100)

/** The console resource `name` names, or NOT_FOUND; own keys only, so 'toString' or '__proto__' is not one. */
export function findAdminResource(name: unknown): AdminResource {
  const parsed = resourceName.safeParse(name)
  const resource = parsed.success && Object.hasOwn(adminResources, parsed.data) ? adminResources[parsed.data] : undefined
  if (!resource) throw new AppError('NOT_FOUND', ADMIN_RECORDS_MESSAGES.notFound)
  return resource
}

/** A record id from the console's path (digits only), or NOT_FOUND: a malformed id names no record. */
export function adminRecordId(raw: unknown): number {
  const id = typeof raw === 'number' || typeof raw === 'string' ? parseRecordId(String(raw)) : null
  if (id === null) throw new AppError('NOT_FOUND', ADMIN_RECORDS_MESSAGES.notFound)
  return id
}

/** A resource the console may write (create, edit, delete), else UNSUPPORTED. */
export function writableResource(resource: AdminResource): AdminResource {
  if (resource.readOnly) throw new AppError('UNSUPPORTED', ADMIN_RECORDS_MESSAGES.unsupported)
  return resource
}

/** A Payload document as a plain record (the generated interfaces have no index signature). */
export const plainRecord = (doc: object): AdminRecord => ({ ...doc })

/** The first message per top-level field of a zod error ('form' for the object itself), as the console shows them. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return errors
}

/** INVALID_INPUT naming the first field's message, with every field's. */
export const invalidInput = (fieldErrors: FieldErrors) =>
  new AppError('INVALID_INPUT', Object.values(fieldErrors)[0] ?? ADMIN_RECORDS_MESSAGES.invalidInput, { fieldErrors })

/** How the console reads one record of `resource`, as the admin: the same for showing and for editing it. */
export const recordRead = (resource: AdminResource, id: number, admin: SessionUser) => ({
  collection: resource.collection,
  id,
  depth: resource.depth ?? 0,
  populate: resource.populate,
  overrideAccess: false as const,
  user: admin,
})

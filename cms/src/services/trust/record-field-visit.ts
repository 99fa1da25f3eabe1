import type { Payload } from 'payload'
import type { FieldVisitInput } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import type { Property } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'

/**
 * Records an admin's field visit on a listing (the "visited" tier, issue 23): date and note.
 * Through the collection's access as the caller: visited_at and visit_note are admin-only fields,
 * so anyone else's values are dropped, and this refuses them outright.
 */
export async function recordFieldVisit({
  payload,
  user,
  input,
}: {
  payload: Payload
  user: SessionUser
  input: FieldVisitInput & { id: number }
}): Promise<Property> {
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Access denied')
  const existing = await payload.findByID({
    collection: 'properties',
    id: input.id,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!existing) throw new AppError('NOT_FOUND', 'Not found')
  return payload.update({
    collection: 'properties',
    id: input.id,
    data: { visited_at: new Date(`${input.visited_at}T00:00:00+05:30`).toISOString(), visit_note: input.visit_note },
    depth: 0,
    overrideAccess: false,
    user,
  })
}

import { Forbidden, NotFound, ValidationError, type Payload } from 'payload'
import { MESSAGES, type MaintenanceStatus } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'

export type MoveMaintenanceRequestOptions = { payload: Payload; user: SessionUser; id: number; status: MaintenanceStatus }

/**
 * Moves a request on (PENDING → IN_PROGRESS → COMPLETED, or CANCELLED); the collection enforces who and
 * which steps. Refusals throw AppError: INVALID_INPUT (a step the collection refuses, in its words),
 * FORBIDDEN or NOT_FOUND.
 */
export async function moveMaintenanceRequest({ payload, user, id, status }: MoveMaintenanceRequestOptions): Promise<void> {
  try {
    await payload.update({ collection: 'maintenance-requests', id, data: { status }, depth: 0, overrideAccess: false, user })
  } catch (error) {
    if (error instanceof ValidationError)
      throw new AppError('INVALID_INPUT', error.data?.errors?.[0]?.message ?? MESSAGES.maintenance.failed)
    if (error instanceof Forbidden) throw new AppError('FORBIDDEN', MESSAGES.maintenance.failed)
    if (error instanceof NotFound) throw new AppError('NOT_FOUND', MESSAGES.maintenance.failed)
    throw error
  }
}

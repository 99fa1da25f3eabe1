import { Forbidden, NotFound, ValidationError, type Payload } from 'payload'
import { MESSAGES, type MaintenanceStatus } from '@gruha/shared'
import type { SessionUser } from '../auth/types'

export type MoveMaintenanceRequestOptions = { payload: Payload; user: SessionUser; id: number; status: MaintenanceStatus }

/** Moves a request on (PENDING → IN_PROGRESS → COMPLETED, or CANCELLED); the collection enforces who and which steps. */
export async function moveMaintenanceRequest({
  payload,
  user,
  id,
  status,
}: MoveMaintenanceRequestOptions): Promise<{ ok: true } | { ok: false; status: 400 | 403 | 404; message: string }> {
  try {
    await payload.update({ collection: 'maintenance-requests', id, data: { status }, depth: 0, overrideAccess: false, user })
    return { ok: true }
  } catch (error) {
    if (error instanceof ValidationError)
      return { ok: false, status: 400, message: error.data?.errors?.[0]?.message ?? MESSAGES.maintenance.failed }
    if (error instanceof Forbidden) return { ok: false, status: 403, message: MESSAGES.maintenance.failed }
    if (error instanceof NotFound) return { ok: false, status: 404, message: MESSAGES.maintenance.failed }
    throw error
  }
}

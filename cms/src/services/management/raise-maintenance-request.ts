import { ValidationError, type Payload } from 'payload'
import { MESSAGES, type MaintenanceRequestData } from '@gruha/shared'
import type { MaintenanceRequest } from '../../payload-types'
import type { SessionUser } from '../auth/types'

export type RaiseMaintenanceRequestOptions = { payload: Payload; user: SessionUser; input: MaintenanceRequestData }
export type RaiseMaintenanceRequestResult = { ok: true; request: MaintenanceRequest } | { ok: false; message: string }

/** A new maintenance request on one of the caller's properties; it starts PENDING (the collection's default). */
export async function raiseMaintenanceRequest({
  payload,
  user,
  input,
}: RaiseMaintenanceRequestOptions): Promise<RaiseMaintenanceRequestResult> {
  try {
    const request = await payload.create({
      collection: 'maintenance-requests',
      data: {
        property: Number(input.property),
        title: input.title,
        description: input.description,
        category: input.category,
        priority: input.priority,
        estimated_cost: input.estimated_cost ?? null,
        // Admin-only on create: field access drops it and every request starts PENDING.
        status: 'PENDING',
      },
      depth: 1,
      overrideAccess: false,
      user,
    })
    return { ok: true, request }
  } catch (error) {
    // A property that is not theirs fails the relationship's filter: same message as any refusal.
    if (error instanceof ValidationError) return { ok: false, message: MESSAGES.maintenance.failed }
    throw error
  }
}

import { ValidationError, type Payload } from 'payload'
import { MESSAGES, type MaintenanceRequestData } from '@gruha/shared'
import type { MaintenanceRequest } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'

export type RaiseMaintenanceRequestOptions = { payload: Payload; user: SessionUser; input: MaintenanceRequestData }

/**
 * A new maintenance request on one of the caller's properties; it starts PENDING (the collection's default).
 * A property that is not theirs: AppError INVALID_INPUT.
 */
export async function raiseMaintenanceRequest({ payload, user, input }: RaiseMaintenanceRequestOptions): Promise<MaintenanceRequest> {
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
    return request
  } catch (error) {
    // A property that is not theirs fails the relationship's filter: same message as any refusal.
    if (error instanceof ValidationError) throw new AppError('INVALID_INPUT', MESSAGES.maintenance.failed)
    throw error
  }
}

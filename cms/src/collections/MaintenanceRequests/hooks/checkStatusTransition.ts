import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MAINTENANCE_STATUS_LABELS, MAINTENANCE_TRANSITIONS, MESSAGES, isOneOf, MAINTENANCE_STATUSES } from '@gruha/shared'
import type { MaintenanceRequest } from '../../../payload-types'

/**
 * Maintenance requests move PENDING → IN_PROGRESS → COMPLETED, and open ones may be CANCELLED
 * (MAINTENANCE_TRANSITIONS), for everyone who may update them: the requester, the property's owner
 * and admins. Completing stamps `completion_date`.
 */
export const checkStatusTransition: CollectionBeforeChangeHook<MaintenanceRequest> = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status
  const to = data.status
  if (to === undefined || to === null || to === from) return data
  if (!isOneOf(MAINTENANCE_STATUSES, to) || !MAINTENANCE_TRANSITIONS[from].some((allowed) => allowed === to)) {
    throw new ValidationError({
      collection: 'maintenance-requests',
      errors: [{ message: MESSAGES.maintenance.statusNotAllowed(MAINTENANCE_STATUS_LABELS[from], String(to)), path: 'status' }],
    })
  }
  if (to === 'COMPLETED' && !data.completion_date) data.completion_date = new Date().toISOString()
  return data
}

import type { Payload, Where } from 'payload'
import { MAINTENANCE_STATUSES, type MaintenanceCategory, type MaintenancePriority, type MaintenanceStatus } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { onPropertiesOf } from '../../access/propertiesOf'

export type MaintenanceRow = {
  id: number
  title: string
  description: string
  category: MaintenanceCategory
  priority: MaintenancePriority
  status: MaintenanceStatus
  property: { id: number; title: string } | null
  estimatedCost: number | null
  completionDate: string | null
  createdAt: string
  /** Whether the caller raised it (the owner of the property may also move it). */
  mine: boolean
}

export type MaintenanceStats = Record<MaintenanceStatus, number> & { total: number }

/** Requests the caller raised or that concern their properties (owned or added by them). */
export const myMaintenanceWhere = async (payload: Payload, user: SessionUser): Promise<Where> => ({
  or: [{ tenant: { equals: user.id } }, await onPropertiesOf(payload, user.id, ['owner', 'added_by'])],
})

/** The maintenance page: the caller's requests, newest first, and a count per status (counted in SQL). */
export async function listMaintenanceRequests({ payload, user }: { payload: Payload; user: SessionUser }): Promise<{
  requests: MaintenanceRow[]
  stats: MaintenanceStats
}> {
  const as = { overrideAccess: false, user } as const
  const where = await myMaintenanceWhere(payload, user)
  const [found, ...counts] = await Promise.all([
    payload.find({
      collection: 'maintenance-requests',
      where,
      sort: '-createdAt',
      limit: 100,
      depth: 1,
      populate: { properties: { title: true } },
      ...as,
    }),
    ...MAINTENANCE_STATUSES.map((status) =>
      payload.count({ collection: 'maintenance-requests', where: { and: [where, { status: { equals: status } }] }, ...as }),
    ),
  ])
  const stats: MaintenanceStats = { total: 0, PENDING: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 }
  MAINTENANCE_STATUSES.forEach((status, i) => {
    stats[status] = counts[i].totalDocs
    stats.total += counts[i].totalDocs
  })
  const requests = found.docs.map((d): MaintenanceRow => {
    const property = typeof d.property === 'object' && d.property ? { id: d.property.id, title: d.property.title } : null
    const tenant = typeof d.tenant === 'object' && d.tenant ? d.tenant.id : d.tenant
    return {
      id: d.id,
      title: d.title,
      description: d.description,
      category: d.category,
      priority: d.priority,
      status: d.status,
      property,
      estimatedCost: d.estimated_cost ?? null,
      completionDate: d.completion_date ?? null,
      createdAt: d.createdAt,
      mine: tenant === user.id,
    }
  })
  return { requests, stats }
}

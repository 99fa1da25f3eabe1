import type { Payload } from 'payload'
import { OPEN_MAINTENANCE_STATUSES, type LeaseDuration, type MaintenancePriority, type MaintenanceStatus } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { listMyProperties, type MyPropertyCard } from '../my-properties/list-my-properties'

export type ManagedProperty = MyPropertyCard & {
  rentListing: {
    id: number
    monthlyRent: number
    securityDeposit: number
    availableFrom: string
    leaseDuration: LeaseDuration | null
  } | null
  openRequests: { id: number; title: string; status: MaintenanceStatus; priority: MaintenancePriority }[]
}

/** /property-management/my-properties: each of the caller's listings with its rent listing and open maintenance requests. */
export async function listManagedProperties({ payload, user }: { payload: Payload; user: SessionUser }): Promise<ManagedProperty[]> {
  const { items } = await listMyProperties({ payload, user })
  if (items.length === 0) return []
  const ids = items.map((p) => p.id)
  const as = { overrideAccess: false, user } as const
  const [rentListings, requests] = await Promise.all([
    payload.find({ collection: 'rent-listings', where: { property: { in: ids } }, sort: '-updatedAt', depth: 0, limit: 500, ...as }),
    payload.find({
      collection: 'maintenance-requests',
      where: { and: [{ property: { in: ids } }, { status: { in: [...OPEN_MAINTENANCE_STATUSES] } }] },
      sort: '-createdAt',
      depth: 0,
      limit: 500,
      ...as,
    }),
  ])
  const idOf = (v: number | { id: number }) => (typeof v === 'number' ? v : v.id)
  return items.map((item) => {
    const rent = rentListings.docs.find((r) => idOf(r.property) === item.id)
    return {
      ...item,
      rentListing: rent
        ? {
            id: rent.id,
            monthlyRent: rent.monthly_rent,
            securityDeposit: rent.security_deposit,
            availableFrom: rent.available_from,
            leaseDuration: rent.lease_duration ?? null,
          }
        : null,
      openRequests: requests.docs
        .filter((r) => idOf(r.property) === item.id)
        .map((r) => ({ id: r.id, title: r.title, status: r.status, priority: r.priority })),
    }
  })
}

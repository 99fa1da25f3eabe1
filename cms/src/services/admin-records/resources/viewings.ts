import { z } from 'zod'
import { MESSAGES, VIEWING_STATUSES } from '@gruha/shared'
import { idOf } from './pick'
import type { AdminResource } from './types'

const statusOnly = z.object({ status: z.enum(VIEWING_STATUSES, { error: MESSAGES.admin.viewings.statusInvalid }) })

const propertyTitle = (property: unknown) =>
  property && typeof property === 'object' && 'title' in property ? String(property.title) : null

/** The Viewings panel (spec 002 §2): the list and the status buttons (any status from any). */
export const viewingsResource: AdminResource = {
  collection: 'viewings',
  search: ['notes'],
  filterFields: ['status', 'property'],
  sortable: ['id', 'scheduled_at', 'status', 'createdAt'],
  depth: 1,
  createSchema: statusOnly.extend({ property: z.coerce.number().int().positive(), scheduled_at: z.iso.datetime() }),
  updateSchema: statusOnly,
  toRecord: (doc) => ({
    id: doc.id,
    property_id: idOf(doc.property),
    property_title: propertyTitle(doc.property),
    scheduled_at: doc.scheduled_at ?? null,
    status: doc.status ?? null,
    notes: doc.notes ?? null,
    createdAt: doc.createdAt ?? null,
  }),
}

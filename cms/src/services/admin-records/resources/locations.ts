import { citySchema, cityUpdateSchema, stateSchema, stateUpdateSchema } from '@gruha/shared'
import { pick } from './pick'
import type { AdminResource } from './types'

/** Cities management (spec 002 §2, §5): GET, POST, PATCH/PUT and DELETE under /api/admin/cities. */
export const citiesResource: AdminResource = {
  collection: 'cities',
  search: ['name', 'state'],
  filterFields: ['state', 'is_active'],
  sortable: ['id', 'name', 'state', 'is_active', 'createdAt'],
  createSchema: citySchema,
  updateSchema: cityUpdateSchema,
  toRecord: pick(['id', 'name', 'state', 'image_url', 'latitude', 'longitude', 'is_active', 'createdAt', 'updatedAt']),
}

/** States management: the same four calls under /api/admin/states. */
export const statesResource: AdminResource = {
  collection: 'states',
  // Not region: a select (an enum column) cannot be searched with ILIKE; it has its own filter.
  search: ['name', 'code'],
  filterFields: ['region', 'is_active'],
  sortable: ['id', 'name', 'code', 'region', 'is_active', 'createdAt'],
  createSchema: stateSchema,
  updateSchema: stateUpdateSchema,
  toRecord: pick(['id', 'name', 'code', 'region', 'is_active', 'createdAt', 'updatedAt']),
}

import { z } from 'zod'
import { pick } from './pick'
import type { AdminResource } from './types'

/**
 * The Audit log (issue 8 item 11), read-only: the collection refuses every create, update and
 * delete (403 here too), so nothing is passed on to write.
 */
export const auditLogsResource: AdminResource = {
  collection: 'audit-logs',
  search: ['actor_email', 'target_collection', 'record_id'],
  filterFields: ['actor', 'target_collection', 'action', 'record_id'],
  sortable: ['id', 'createdAt', 'action', 'target_collection', 'actor_email'],
  createSchema: z.object({}),
  updateSchema: z.object({}),
  toRecord: pick(['id', 'actor', 'actor_email', 'actor_role', 'action', 'target_collection', 'record_id', 'changes', 'createdAt']),
}

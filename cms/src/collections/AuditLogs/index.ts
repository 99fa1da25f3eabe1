import type { CollectionConfig } from 'payload'
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@gruha/shared'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { options } from '../../fields/options'

/**
 * Who changed what, when (issue 8 item 11). Written only by the generic hooks in
 * `hooks/recordAudit.ts`, inside the change's own transaction; never created, edited or
 * deleted through any API. Admins read it.
 */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  admin: {
    group: 'People',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'actor_email', 'action', 'target_collection', 'record_id'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    /** Kept as written, so the entry still names its author after the account is gone. */
    { name: 'actor_email', type: 'text' },
    { name: 'actor_role', type: 'text' },
    { name: 'action', type: 'select', options: options(AUDIT_ACTIONS, AUDIT_ACTION_LABELS), required: true, index: true },
    { name: 'target_collection', type: 'text', required: true, index: true },
    { name: 'record_id', type: 'text', required: true, index: true },
    /** `{ field: { from, to } }`, secrets masked. */
    { name: 'changes', type: 'json' },
  ],
  indexes: [{ fields: ['target_collection', 'record_id'] }],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { recordAuditChange, recordAuditDelete } from './hooks/recordAudit'

/** Collections whose changes are not audited: the log itself and the one-time codes (pure secrets). */
const UNAUDITED = new Set(['audit-logs', 'otp-codes', 'email-verification-codes'])

/** Adds the audit hooks after a collection's own hooks, so the entry sees the final record. */
export const withAudit = (collection: CollectionConfig): CollectionConfig =>
  UNAUDITED.has(collection.slug)
    ? collection
    : {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterChange: [...(collection.hooks?.afterChange ?? []), recordAuditChange],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), recordAuditDelete],
        },
      }

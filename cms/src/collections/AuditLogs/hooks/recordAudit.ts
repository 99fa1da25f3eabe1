import type { AuditAction, AuditChange } from '@gruha/shared'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { auditActionFor, diffRecords, maskedSecrets } from '../diff'

/** Set `req.context.auditAction` to name a change more precisely than the diff can (e.g. 'assign'). */
export type AuditContext = { auditAction?: AuditAction; skipAudit?: boolean }

type Entry = { collection: string; recordId: string | number; action: AuditAction; changes: Record<string, AuditChange> }

/**
 * Writes one audit entry with the change's own `req`, so it commits or rolls back with the
 * change. Only changes made by a signed-in person are recorded (system work such as sign-in
 * bookkeeping has no actor); the audit collection refuses every write through access rules, so
 * this is the one place that writes it.
 */
async function writeEntry(req: PayloadRequest, entry: Entry) {
  const user = req.user
  if (!user || user.collection !== 'users') return
  const context = req.context as AuditContext
  if (context.skipAudit) return
  await req.payload.create({
    collection: 'audit-logs',
    data: {
      // An account deleting itself is gone by now: the entry keeps its e-mail, not a dangling link.
      actor: entry.collection === 'users' && String(entry.recordId) === String(user.id) && entry.action === 'delete' ? null : user.id,
      actor_email: user.email,
      actor_role: user.role ?? null,
      action: context.auditAction ?? entry.action,
      target_collection: entry.collection,
      record_id: String(entry.recordId),
      changes: entry.changes,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

export const recordAuditChange: CollectionAfterChangeHook = async ({ collection, data, doc, previousDoc, operation, req }) => {
  const changes = diffRecords(operation === 'create' ? {} : (previousDoc ?? {}), doc)
  // Secrets the saved record never shows (a new password) are still logged as changed, masked.
  Object.assign(changes, maskedSecrets(data, changes))
  if (operation === 'update' && Object.keys(changes).length === 0) return doc
  const action = auditActionFor(collection.slug, operation, changes)
  await writeEntry(req, { collection: collection.slug, recordId: doc.id, action, changes })
  return doc
}

export const recordAuditDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  await writeEntry(req, { collection: collection.slug, recordId: id, action: 'delete', changes: diffRecords(doc ?? {}, {}) })
  return doc
}

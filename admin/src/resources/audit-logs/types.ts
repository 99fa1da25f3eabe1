import type { AuditChange } from '@gruha/shared'

/** An audit log entry as returned by /api/admin/audit-logs. */
export type AuditLog = {
  id: number
  actor: number | null
  actor_email: string | null
  actor_role: string | null
  action: string
  target_collection: string
  record_id: string
  changes: Record<string, AuditChange> | null
  createdAt: string
}

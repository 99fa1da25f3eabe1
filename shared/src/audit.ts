/** Audit log (issue 8 item 11): what the console records for every change. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'approve', 'reject', 'assign', 'status_change'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  assign: 'Assign',
  status_change: 'Status change',
}

/** What a masked value is stored as: the log shows that a secret changed, never the secret. */
export const AUDIT_MASK = '••••••'

/** A changed field: its value before and after (null when absent). */
export type AuditChange = { from: unknown; to: unknown }

import { AUDIT_ACTION_LABELS } from '@gruha/shared'
import { csvExporter, type CsvColumn } from '../../common/csv'
import { formatDateTime } from '../../dashboard/format'
import type { AuditLog } from './types'

/** Export of the audit log: the table's columns, the fields' names only (their values stay in the console). */
export const auditLogCsvColumns: CsvColumn<AuditLog>[] = [
  { label: 'When', value: (e) => formatDateTime(e.createdAt) },
  { label: 'Who', value: (e) => e.actor_email ?? '' },
  { label: 'Role', value: (e) => e.actor_role },
  { label: 'Action', value: (e) => (AUDIT_ACTION_LABELS as Record<string, string>)[e.action] ?? e.action },
  { label: 'Collection', value: (e) => e.target_collection },
  { label: 'Record', value: (e) => e.record_id },
  { label: 'Fields', value: (e) => Object.keys(e.changes ?? {}).join(', ') },
]

export const auditLogExporter = csvExporter('audit-log', auditLogCsvColumns)

import { MODERATION_FLAG_LABELS, formatDateTime, humanize } from '@gruha/shared'
import { csvExporter, type CsvColumn } from '../../common/csv'
import { personName, targetName, type ModerationCaseRecord } from './types'

/** Export CSV of the moderation queue: the table's columns, then the decision. */
export const moderationCsvColumns: CsvColumn<ModerationCaseRecord>[] = [
  { label: 'Case', value: (c) => c.id },
  { label: 'Target type', value: (c) => humanize(c.target_type) },
  { label: 'Target', value: (c) => targetName(c) },
  { label: 'Listing ID', value: (c) => c.property?.custom_id },
  { label: 'Why', value: (c) => (c.flags ?? []).map((f) => MODERATION_FLAG_LABELS[f]).join('; ') },
  { label: 'Reports', value: (c) => c.report_count ?? 0 },
  { label: 'Status', value: (c) => humanize(c.status) },
  { label: 'Opened', value: (c) => formatDateTime(c.createdAt) },
  { label: 'Decided', value: (c) => formatDateTime(c.decided_at) },
  { label: 'Decided by', value: (c) => personName(c.decided_by) },
  { label: 'Admin note', value: (c) => c.admin_note },
]

export const moderationExporter = csvExporter('moderation-cases', moderationCsvColumns)

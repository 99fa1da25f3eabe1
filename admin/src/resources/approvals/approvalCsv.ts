import { APPROVAL_TYPE_LABELS, formatDateTime, humanize } from '@gruha/shared'
import { csvExporter, type CsvColumn } from '../../common/csv'
import { personName, type ApprovalRecord } from './ApprovalReviewDialog'

/** Export CSV of Admin Approvals: the table's columns, then the listing and the review. */
export const approvalCsvColumns: CsvColumn<ApprovalRecord>[] = [
  { label: 'ID', value: (a) => a.id },
  { label: 'User', value: (a) => personName(a.user) || 'Deleted user' },
  { label: 'Email', value: (a) => a.user?.email },
  { label: 'Type', value: (a) => APPROVAL_TYPE_LABELS[a.approval_type] },
  { label: 'Property ID', value: (a) => a.property?.custom_id },
  { label: 'Property', value: (a) => a.property?.title },
  { label: 'Status', value: (a) => humanize(a.status) },
  { label: 'Submitted', value: (a) => formatDateTime(a.createdAt) },
  { label: 'Reviewed', value: (a) => formatDateTime(a.reviewed_at) },
  { label: 'Licence number', value: (a) => a.license_number },
  { label: 'Admin notes', value: (a) => a.admin_notes },
]

export const approvalExporter = csvExporter('approvals', approvalCsvColumns)

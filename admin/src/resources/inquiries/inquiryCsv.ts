import { INQUIRY_STATUS_LABELS, formatDateTime } from '@gruha/shared'
import { csvExporter, type CsvColumn } from '../../common/csv'
import { inquiryTypeText, type InquiryRecord } from './common'

/** Export CSV of the inquiries list: the table's columns, the enquirer's phone and the whole message. */
export const inquiryCsvColumns: CsvColumn<InquiryRecord>[] = [
  { label: 'ID', value: (i) => i.id },
  { label: 'Received', value: (i) => formatDateTime(i.createdAt) },
  { label: 'Name', value: (i) => i.name },
  { label: 'Email', value: (i) => i.email },
  { label: 'Phone', value: (i) => i.phone },
  { label: 'Property ID', value: (i) => i.property_custom_id },
  { label: 'Property', value: (i) => i.property_title },
  { label: 'Type', value: inquiryTypeText },
  { label: 'Status', value: (i) => INQUIRY_STATUS_LABELS[i.status] ?? i.status },
  { label: 'Agent', value: (i) => i.assigned_agent_name || 'Unassigned' },
  { label: 'Message', value: (i) => i.message },
]

export const inquiryExporter = csvExporter('inquiries', inquiryCsvColumns)

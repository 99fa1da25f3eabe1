import { ROLE_LABELS, USER_STATUS_LABELS, VERIFICATION_STATUS_LABELS, formatDate } from '@gruha/shared'
import { csvExporter, yesNo, type CsvColumn } from '../../common/csv'
import { userFullName, type User } from './types'

/** Export CSV of the users list: the table's columns, then contact, place and agent details. */
export const userCsvColumns: CsvColumn<User>[] = [
  { label: 'ID', value: (u) => u.custom_id },
  { label: 'Name', value: (u) => userFullName(u) },
  { label: 'Email', value: (u) => u.email },
  { label: 'User type', value: (u) => ROLE_LABELS[u.role] ?? u.role },
  { label: 'Status', value: (u) => USER_STATUS_LABELS[u.status] ?? u.status },
  { label: 'Verification', value: (u) => VERIFICATION_STATUS_LABELS[u.verification_status] ?? u.verification_status },
  { label: 'Email verified', value: (u) => yesNo(u.email_verified) },
  { label: 'Phone', value: (u) => u.phone_number },
  { label: 'City', value: (u) => u.city },
  { label: 'State', value: (u) => u.state },
  { label: 'Agency', value: (u) => u.agency_name },
  { label: 'Licence number', value: (u) => u.agent_license_number },
  { label: 'Created', value: (u) => formatDate(u.createdAt) },
]

export const userExporter = csvExporter('users', userCsvColumns)

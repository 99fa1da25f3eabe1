import { formatDateTime } from '@gruha/shared'
import { csvExporter, type CsvColumn } from '../../common/csv'
import type { Applicant } from './UserReviewDialog'

export const applicantName = (u: Applicant) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email
export const applicantType = (u: Applicant) => (u.role === 'agent' ? 'Agent' : 'Seller')

/** Export CSV of User Approvals: the table's columns, then the agent's or seller's business details. */
export const userApprovalCsvColumns: CsvColumn<Applicant>[] = [
  { label: 'Name', value: applicantName },
  { label: 'Email', value: (u) => u.email },
  { label: 'Type', value: applicantType },
  { label: 'Phone', value: (u) => u.phone_number },
  { label: 'City', value: (u) => u.city },
  { label: 'State', value: (u) => u.state },
  { label: 'Agency', value: (u) => u.agency_name },
  { label: 'Licence number', value: (u) => u.agent_license_number },
  { label: 'Experience (years)', value: (u) => u.experience_years },
  { label: 'Business name', value: (u) => u.business_name },
  { label: 'Applied', value: (u) => formatDateTime(u.createdAt) },
]

export const userApprovalExporter = csvExporter('user-approvals', userApprovalCsvColumns)

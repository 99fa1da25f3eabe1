import type { ModerationFlag, ModerationStatus, ReportReason } from '@gruha/shared'

export type ListingSummary = {
  id: number
  title: string | null
  custom_id: string | null
  status: string | null
  listing_type: string | null
  price: number | null
  monthly_rent: number | null
  area_sqft: number | null
  address: string | null
  city: string | null
  description: string | null
  owner_id: number | null
  photos: { id: number; url: string | null }[]
}

type Person = { id: number; first_name: string | null; last_name: string | null; email: string | null; custom_id: string | null } | null

export type ModerationCaseRecord = {
  id: number
  target_type: 'property' | 'agent'
  status: ModerationStatus
  flags: ModerationFlag[] | null
  phrases: string[] | null
  report_count: number | null
  held_from: string | null
  admin_note: string | null
  decided_at: string | null
  createdAt: string
  property: ListingSummary | null
  agent: Person
  decided_by: Person
  matches: { flag: ModerationFlag; score: number | null; detail: string | null; property: ListingSummary | null }[]
}

export type ModerationReportRecord = {
  id: number
  reason: ReportReason
  note: string | null
  createdAt: string
  reporter: Person
}

export const personName = (p: Person) => (p ? [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email || '' : '')

/** What the case is about, in one line. */
export const targetName = (r: ModerationCaseRecord) =>
  r.target_type === 'property' ? (r.property?.title ?? 'Deleted listing') : `Agent: ${personName(r.agent) || 'Deleted user'}`

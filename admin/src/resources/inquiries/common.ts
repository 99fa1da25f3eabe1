import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS, INQUIRY_TYPES, INQUIRY_TYPE_LABELS } from '@gruha/shared'

export const inquiryStatusChoices = INQUIRY_STATUSES.map((id) => ({ id, name: INQUIRY_STATUS_LABELS[id] }))
export const inquiryTypeChoices = INQUIRY_TYPES.map((id) => ({ id, name: INQUIRY_TYPE_LABELS[id] }))

export interface InquiryRecord {
  id: number
  property?: number | null
  property_title?: string | null
  property_custom_id?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  message?: string | null
  inquiry_type?: string | null
  status: (typeof INQUIRY_STATUSES)[number]
  assigned_agent?: number | null
  assigned_agent_name?: string | null
  /** The enquiry this one follows up, if it is a follow-up. */
  follow_up_of?: number | null
  createdAt?: string
}

/** 'Follow-up of #12', or the enquiry's type. */
export const inquiryTypeText = (i: Pick<InquiryRecord, 'inquiry_type' | 'follow_up_of'>): string =>
  i.follow_up_of
    ? `Follow-up of #${i.follow_up_of}`
    : i.inquiry_type
      ? ((INQUIRY_TYPE_LABELS as Record<string, string>)[i.inquiry_type] ?? i.inquiry_type)
      : ''

import type { Payload, Where } from 'payload'
import type { SessionUser } from '../auth/types'
import { INQUIRY_FILTERS, fullName, type InquiryStatus, type InquiryType } from '@gruha/shared'
import type { Inquiry } from '../../payload-types'
import { LEAD_POPULATE, summarizeProperty, type PropertySummary } from '../leads/property-summary'
import { onPropertiesOf } from '../../access/propertiesOf'
import { relationId } from '../../collections/hooks/relationId'
import { listBlockedMembers } from '../contact-blocks/list-blocked-members'

export type InquiryFilter = (typeof INQUIRY_FILTERS)[number]

export type InquiryView = {
  id: number
  status: InquiryStatus
  inquiryType: InquiryType
  message: string
  name: string | null
  email: string | null
  phone: string | null
  createdAt: string
  reply: string | null
  repliedAt: string | null
  /** The agent handling it, once they accepted the assignment. */
  agent: string | null
  /** The member who sent it. */
  senderId: number | null
  /** The caller (the listing's owner) has marked the sender as spam. */
  senderBlocked: boolean
  property: PropertySummary | null
}

export type ListEnquiriesOptions = {
  payload: Payload
  user: SessionUser
  /** `sender`: enquiries I sent (My Inquiries). `owner`: enquiries on properties I own. */
  as: 'sender' | 'owner'
  filter?: string | null
  limit?: number
}

export type EnquiryList = { filter: InquiryFilter; items: InquiryView[]; counts: Record<InquiryFilter, number> }

/** A chip value from the URL; anything unknown means all. */
export const inquiryFilter = (value: string | null | undefined): InquiryFilter =>
  (INQUIRY_FILTERS as readonly string[]).includes(value ?? '') ? (value as InquiryFilter) : 'all'

/** Enquiries for My Inquiries or the owner's Property Inquiries, filtered by status in SQL, with chip counts. */
export async function listEnquiries({ payload, user, as, filter, limit = 100 }: ListEnquiriesOptions): Promise<EnquiryList> {
  const chosen = inquiryFilter(filter)
  const base: Where = as === 'sender' ? { user: { equals: user.id } } : await onPropertiesOf(payload, user.id)
  const withStatus = (status: InquiryFilter): Where => (status === 'all' ? base : { and: [base, { status: { equals: status } }] })
  const count = (status: InquiryFilter) =>
    payload.count({ collection: 'inquiries', where: withStatus(status), overrideAccess: false, user }).then((r) => r.totalDocs)
  const [blocked, result, ...totals] = await Promise.all([
    as === 'owner' ? listBlockedMembers({ payload, user }) : Promise.resolve(new Set<number>()),
    payload.find({
      collection: 'inquiries',
      where: withStatus(chosen),
      sort: '-createdAt',
      limit,
      depth: 2,
      populate: { ...LEAD_POPULATE, users: { first_name: true, last_name: true } },
      overrideAccess: false,
      user,
    }),
    ...INQUIRY_FILTERS.map(count),
  ])
  const counts = Object.fromEntries(INQUIRY_FILTERS.map((f, i) => [f, totals[i]])) as Record<InquiryFilter, number>
  return { filter: chosen, counts, items: result.docs.map((doc) => toView(doc, blocked)) }
}

function toView(doc: Inquiry, blocked: Set<number>): InquiryView {
  const senderId = relationId(doc.user) ?? null
  const agent =
    doc.assignment_status === 'accepted' && doc.assigned_agent && typeof doc.assigned_agent === 'object' ? doc.assigned_agent : null
  return {
    id: doc.id,
    status: doc.status,
    inquiryType: doc.inquiry_type ?? 'general',
    message: doc.message,
    name: doc.name ?? null,
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    createdAt: doc.createdAt,
    reply: doc.reply ?? null,
    repliedAt: doc.replied_at ?? null,
    agent: agent ? fullName(agent) || null : null,
    property: summarizeProperty(doc.property),
    senderId,
    senderBlocked: senderId !== null && blocked.has(senderId),
  }
}

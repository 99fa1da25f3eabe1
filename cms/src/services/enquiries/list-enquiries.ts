import type { Payload, Where } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { INQUIRY_FILTERS, MESSAGES, fullName, type InquiryStatus, type InquiryType } from '@gruha/shared'
import type { Inquiry } from '../../payload-types'
import { LEAD_POPULATE, summarizeProperty, type PropertySummary } from '../leads/property-summary'
import { onPropertiesOf } from '../../access/propertiesOf'
import { relationId } from '../../domain/relations'
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
  /** Follow-ups the sender sent on this enquiry, oldest first, each with its own answer. */
  followUps: FollowUpView[]
}

export type FollowUpView = {
  id: number
  status: InquiryStatus
  /** Without the 'Follow-up: ' prefix: the thread says what it is. */
  message: string
  createdAt: string
  reply: string | null
  repliedAt: string | null
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

/**
 * Enquiries for My Inquiries or the owner's Property Inquiries, each with its follow-ups threaded
 * under it. A status chip shows the threads where the enquiry or one of its follow-ups has that
 * status; filtered in SQL, with chip counts.
 */
export async function listEnquiries({ payload, user, as, filter, limit = 100 }: ListEnquiriesOptions): Promise<EnquiryList> {
  const chosen = inquiryFilter(filter)
  const base: Where = as === 'sender' ? { user: { equals: user.id } } : await onPropertiesOf(payload, user.id)
  // Which threads have a follow-up in each status: follow-ups are few, two columns each.
  const followUpStatuses = await payload.find({
    collection: 'inquiries',
    where: { and: [base, { follow_up_of: { exists: true } }] },
    select: { follow_up_of: true, status: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const threadsWith = (status: InquiryFilter) => [
    ...new Set(followUpStatuses.docs.flatMap((d) => (d.status === status ? [relationId(d.follow_up_of)] : [])).filter(Boolean)),
  ]
  const threads: Where = { and: [base, { follow_up_of: { exists: false } }] }
  const withStatus = (status: InquiryFilter): Where => {
    if (status === 'all') return threads
    const withFollowUp = threadsWith(status)
    const matches: Where = withFollowUp.length
      ? { or: [{ status: { equals: status } }, { id: { in: withFollowUp } }] }
      : { status: { equals: status } }
    return { and: [threads, matches] }
  }
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
  const followUps = await followUpsOf(
    payload,
    user,
    result.docs.map((d) => d.id),
  )
  const counts = Object.fromEntries(INQUIRY_FILTERS.map((f, i) => [f, totals[i]])) as Record<InquiryFilter, number>
  return { filter: chosen, counts, items: result.docs.map((doc) => toView(doc, blocked, followUps.get(doc.id) ?? [])) }
}

/** The follow-ups of these enquiries that `user` may read, oldest first, grouped by the enquiry they follow. */
export async function followUpsOf(payload: Payload, user: SessionUser, ids: number[]): Promise<Map<number, FollowUpView[]>> {
  const byThread = new Map<number, FollowUpView[]>()
  if (ids.length === 0) return byThread
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: { follow_up_of: { in: ids } },
    select: { follow_up_of: true, status: true, message: true, reply: true, replied_at: true, createdAt: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const prefix = MESSAGES.inquiry.followUpPrefix
  for (const doc of docs) {
    const thread = relationId(doc.follow_up_of)
    if (!thread) continue
    const list = byThread.get(thread) ?? []
    list.push({
      id: doc.id,
      status: doc.status,
      message: doc.message.startsWith(prefix) ? doc.message.slice(prefix.length) : doc.message,
      createdAt: doc.createdAt,
      reply: doc.reply ?? null,
      repliedAt: doc.replied_at ?? null,
    })
    byThread.set(thread, list)
  }
  return byThread
}

function toView(doc: Inquiry, blocked: Set<number>, followUps: FollowUpView[]): InquiryView {
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
    followUps,
  }
}

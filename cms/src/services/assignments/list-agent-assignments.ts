import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import type { AssignmentStatus, InquiryType } from '@gruha/shared'
import type { InquiryAssignment } from '../../payload-types'
import { summarizeProperty, type PropertySummary } from '../leads/property-summary'
import { relationId } from '../../domain/relations'
import { followUpsOf, type FollowUpView } from '../enquiries/list-enquiries'

export type AssignmentView = {
  id: number
  /** The status as the agent should read it: a pending offer past its expiry is `expired`. */
  status: AssignmentStatus
  assignedAt: string
  expiresAt: string
  /** Milliseconds left to answer (0 once expired or answered). */
  msLeft: number
  /** Accept and Decline are offered (pending and not expired). */
  canRespond: boolean
  respondedAt: string | null
  notes: string | null
  /** `email` and `phone` are null until the agent accepts (the Inquiries field rules). */
  inquiry: {
    id: number
    /** The member who sent it (for Mark as spam). */
    senderId: number | null
    name: string | null
    email: string | null
    phone: string | null
    message: string
    type: InquiryType
    /** The sender's follow-ups, once the agent has accepted (they handle the thread). */
    followUps: FollowUpView[]
  } | null
  property: PropertySummary | null
}

/**
 * Spec 001 §4: a pending assignment whose expiry has passed is treated as expired, whether or not
 * the expiry job has swept it yet; a missing status counts as pending.
 */
export function effectiveStatus(doc: Pick<InquiryAssignment, 'status' | 'expires_at'>, now: number): AssignmentStatus {
  const status = doc.status ?? 'pending'
  if (status === 'pending' && Date.parse(doc.expires_at) <= now) return 'expired'
  return status
}

/** The agent's assignments, newest first, with the enquiry and property they may now read. */
export async function listAgentAssignments({
  payload,
  user,
  now = Date.now(),
}: {
  payload: Payload
  user: SessionUser
  now?: number
}): Promise<AssignmentView[]> {
  const result = await payload.find({
    collection: 'inquiry-assignments',
    where: { agent: { equals: user.id } },
    sort: '-assigned_at',
    limit: 200,
    depth: 2,
    populate: {
      inquiries: { user: true, name: true, email: true, phone: true, message: true, inquiry_type: true, property: true },
      properties: { title: true, slug: true, city: true, state: true, address: true, listing_type: true, price: true, monthly_rent: true },
    },
    overrideAccess: false,
    user,
  })
  const accepted = result.docs.flatMap((doc) =>
    doc.status === 'accepted' && doc.inquiry && typeof doc.inquiry === 'object' ? [doc.inquiry.id] : [],
  )
  const followUps = await followUpsOf(payload, user, accepted)
  return result.docs.map((doc) => {
    const status = effectiveStatus(doc, now)
    const inquiry = doc.inquiry && typeof doc.inquiry === 'object' ? doc.inquiry : null
    return {
      id: doc.id,
      status,
      assignedAt: doc.assigned_at,
      expiresAt: doc.expires_at,
      msLeft: status === 'pending' ? Math.max(0, Date.parse(doc.expires_at) - now) : 0,
      canRespond: status === 'pending',
      respondedAt: doc.responded_at ?? null,
      notes: doc.notes ?? null,
      inquiry: inquiry
        ? {
            id: inquiry.id,
            senderId: relationId(inquiry.user) ?? null,
            name: inquiry.name ?? null,
            email: inquiry.email ?? null,
            phone: inquiry.phone ?? null,
            message: inquiry.message,
            type: inquiry.inquiry_type ?? 'general',
            followUps: status === 'accepted' ? (followUps.get(inquiry.id) ?? []) : [],
          }
        : null,
      property: inquiry ? summarizeProperty(inquiry.property) : null,
    }
  })
}

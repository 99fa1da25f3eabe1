import type { CollectionAfterChangeHook } from 'payload'
import type { InquiryAssignment } from '../../../payload-types'
import { RELEASED_ASSIGNMENT_STATUSES, hasOtherLiveAssignment, relationId } from '../../hooks/releasedAssignment'

/**
 * Mirrors the assignment onto its enquiry (assigned_agent, assignment_status, times), so the
 * agent can read the enquiry and lists can show "unassigned". A declined or expired offer hands
 * the enquiry back (no agent) unless a newer offer is live. Same transaction (`req`).
 */
export const syncInquiry: CollectionAfterChangeHook<InquiryAssignment> = async ({ doc, operation, previousDoc, req }) => {
  const inquiry = relationId(doc.inquiry)
  if (!inquiry) return doc
  if (operation === 'update' && previousDoc?.status === doc.status && relationId(previousDoc?.agent) === relationId(doc.agent)) return doc
  const released = RELEASED_ASSIGNMENT_STATUSES.includes(doc.status)
  if (
    released &&
    (await hasOtherLiveAssignment(req, { collection: 'inquiry-assignments', field: 'inquiry', target: inquiry, self: doc.id }))
  ) {
    return doc
  }
  await req.payload.update({
    collection: 'inquiries',
    id: inquiry,
    data: released
      ? { assigned_agent: null, assignment_status: doc.status, responded_at: doc.responded_at ?? null }
      : {
          assigned_agent: relationId(doc.agent),
          assignment_status: doc.status,
          assigned_at: doc.assigned_at,
          expires_at: doc.expires_at,
          responded_at: doc.responded_at ?? null,
          ...(doc.notes ? { assignment_notes: doc.notes } : {}),
        },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}

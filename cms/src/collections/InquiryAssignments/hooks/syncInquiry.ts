import type { CollectionAfterChangeHook } from 'payload'
import type { InquiryAssignment } from '../../../payload-types'

const idOf = (value: unknown): number | undefined =>
  value && typeof value === 'object' ? (value as { id: number }).id : (value as number | undefined)

/**
 * Mirrors the assignment onto its enquiry (assigned_agent, assignment_status, times), so the
 * agent can read the enquiry and lists can show "unassigned". Same transaction (`req`).
 */
export const syncInquiry: CollectionAfterChangeHook<InquiryAssignment> = async ({ doc, operation, previousDoc, req }) => {
  const inquiry = idOf(doc.inquiry)
  if (!inquiry) return doc
  if (operation === 'update' && previousDoc?.status === doc.status && idOf(previousDoc?.agent) === idOf(doc.agent)) return doc
  await req.payload.update({
    collection: 'inquiries',
    id: inquiry,
    data: {
      assigned_agent: idOf(doc.agent),
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

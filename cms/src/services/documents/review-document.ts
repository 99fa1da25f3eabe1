import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { Document } from '../../payload-types'
import type { SessionUser } from '../auth/types'

export type ReviewDocumentResult = { ok: true; document: Document } | { ok: false; status: 404; message: string }

/**
 * Approves or rejects an uploaded document (spec 002 Documents), as the admin: review_status is
 * admin-only, and the collection's stampReview hook records who reviewed it and when. A rejection
 * keeps its reason, 'Document does not meet requirements' when none is given.
 */
export async function reviewDocument(
  payload: Payload,
  options: { admin: SessionUser; documentId: number; decision: 'approve' | 'reject'; reason?: string | null },
): Promise<ReviewDocumentResult> {
  const { admin, documentId, decision } = options
  const access = { overrideAccess: false, user: admin, depth: 0 } as const
  const existing = await payload.findByID({ collection: 'documents', id: documentId, ...access }).catch(() => null)
  if (!existing || admin.role !== 'admin') return { ok: false, status: 404, message: 'Not found' }
  const document = await payload.update({
    collection: 'documents',
    id: documentId,
    data:
      decision === 'approve'
        ? { review_status: 'approved', review_reason: null }
        : { review_status: 'rejected', review_reason: options.reason?.trim() || MESSAGES.admin.documents.defaultRejectReason },
    ...access,
  })
  return { ok: true, document }
}

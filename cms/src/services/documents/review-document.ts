import type { Payload } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { Document } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'

export type ReviewDocumentOptions = {
  payload: Payload
  /** The admin deciding. */
  user: SessionUser
  input: { documentId: number; decision: 'approve' | 'reject'; reason?: string | null }
}

/**
 * Approves or rejects an uploaded document (spec 002 Documents), as the admin: review_status is
 * admin-only, and the collection's stampReview hook records who reviewed it and when. A rejection
 * keeps its reason, 'Document does not meet requirements' when none is given. Throws AppError
 * NOT_FOUND when there is no such document or the caller is no admin.
 */
export async function reviewDocument({ payload, user: admin, input }: ReviewDocumentOptions): Promise<Document> {
  const { documentId, decision } = input
  const access = { overrideAccess: false, user: admin, depth: 0 } as const
  const existing = await payload.findByID({ collection: 'documents', id: documentId, ...access }).catch(() => null)
  if (!existing || admin.role !== 'admin') throw new AppError('NOT_FOUND', 'Not found')
  return payload.update({
    collection: 'documents',
    id: documentId,
    data:
      decision === 'approve'
        ? { review_status: 'approved', review_reason: null }
        : { review_status: 'rejected', review_reason: input.reason?.trim() || MESSAGES.admin.documents.defaultRejectReason },
    ...access,
  })
}

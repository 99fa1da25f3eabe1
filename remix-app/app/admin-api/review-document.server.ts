import { MESSAGES, documentRejectionSchema } from '@gruha/shared'
import { reviewDocument } from '@gruha/cms/services/documents'
import { recordAction } from './record-action.server'

/**
 * POST /api/admin/documents/{id}/approve and /reject `{ reason? }` (spec 002 Documents; the reason
 * defaults to 'Document does not meet requirements'). Answers `{ document, message }`.
 */
export function reviewDocumentAction(request: Request, id: string | undefined, decision: 'approve' | 'reject') {
  return recordAction(request, id, async ({ admin, id: documentId, body, payload }) => {
    const reason = decision === 'reject' ? documentRejectionSchema.parse(body).reason : null
    const document = await reviewDocument({ payload, user: admin, input: { documentId, decision, reason } })
    const D = MESSAGES.admin.documents
    return Response.json({
      document: { id: document.id, review_status: document.review_status, review_reason: document.review_reason ?? null },
      message: decision === 'approve' ? D.approved : D.rejected,
    })
  })
}

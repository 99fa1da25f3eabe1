import { APIError, createLocalReq, ValidationError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { DOCUMENT_CATEGORY_LABELS, MESSAGES, SELLER_REQUIRED_DOCUMENTS, type SellerApplicationData } from '@gruha/shared'
import type { SessionUser } from '../auth/types'

export const SELLER_DOCUMENT_FIELDS = ['pan_card', 'address_proof', 'bank_statement', 'business_license', 'gst_certificate'] as const
export type SellerDocumentField = (typeof SELLER_DOCUMENT_FIELDS)[number]

/** (not in spec) a required document is missing after the bad ones were skipped. */
export const documentRequired = (label: string) => `${label} is required`

export type SubmitSellerApplicationResult =
  | { ok: true; applicationId: number }
  /** `status` is 409 while the applicant already has an application under review. */
  | { ok: false; message: string; fieldErrors: Record<string, string>; status?: number }

/**
 * Stores a /sell application as the applicant and raises a seller_verification approval for the
 * admins, in one transaction. Document ids must be the applicant's own uploads (the
 * relationship's read check refuses anyone else's).
 */
export async function submitSellerApplication(
  payload: Payload,
  options: { user: SessionUser; input: SellerApplicationData; documents: Partial<Record<SellerDocumentField, number>> },
): Promise<SubmitSellerApplicationResult> {
  const { user, input, documents } = options
  const missing = SELLER_REQUIRED_DOCUMENTS.filter((k) => !documents[k])
  if (missing.length) {
    const fieldErrors = Object.fromEntries(missing.map((k) => [k, documentRequired(DOCUMENT_CATEGORY_LABELS[k])]))
    return { ok: false, message: Object.values(fieldErrors)[0], fieldErrors }
  }
  // Only the applicant's own, still readable documents may be attached.
  const ids = Object.values(documents).filter((v): v is number => typeof v === 'number')
  const own = await payload.find({
    collection: 'documents',
    overrideAccess: false,
    user,
    where: { and: [{ id: { in: ids } }, { uploaded_by: { equals: user.id } }] },
    limit: ids.length,
    depth: 0,
  })
  if (own.docs.length !== new Set(ids).size) {
    return { ok: false, message: MESSAGES.seller.failed, fieldErrors: {} }
  }

  const req = await createLocalReq({ user }, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  try {
    const application = await payload.create({
      collection: 'seller-applications',
      overrideAccess: false,
      user,
      req,
      depth: 0,
      data: { ...input, ...documents } as RequiredDataFromCollectionSlug<'seller-applications'>,
    })
    // Approvals are admin-written; raising one for the admins is system work.
    await payload.create({
      collection: 'approvals',
      overrideAccess: true,
      req,
      depth: 0,
      data: { approval_type: 'seller_verification', status: 'pending', user: user.id, origin: 'user' },
    })
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return { ok: true, applicationId: application.id }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    if (error instanceof ValidationError) {
      const list = (error.data?.errors ?? []) as Array<{ path: string; message: string }>
      return {
        ok: false,
        message: list[0]?.message ?? MESSAGES.seller.failed,
        fieldErrors: Object.fromEntries(list.map((e) => [e.path, e.message])),
      }
    }
    // A rule of the collection refused it (one pending application per applicant: 409).
    if (error instanceof APIError && error.status >= 400 && error.status < 500) {
      return { ok: false, message: error.message, fieldErrors: {}, status: error.status }
    }
    throw error
  }
}

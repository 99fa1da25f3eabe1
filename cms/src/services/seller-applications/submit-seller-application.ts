import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { withTransaction } from '../../db/with-transaction'
import { DOCUMENT_CATEGORY_LABELS, MESSAGES, SELLER_REQUIRED_DOCUMENTS, type SellerApplicationData } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError } from '../../errors/app-error'
import { throwAsAppError } from '../../errors/payload-refusals'

export const SELLER_DOCUMENT_FIELDS = ['pan_card', 'address_proof', 'bank_statement', 'business_license', 'gst_certificate'] as const
export type SellerDocumentField = (typeof SELLER_DOCUMENT_FIELDS)[number]

/** (not in spec) a required document is missing after the bad ones were skipped. */
export const documentRequired = (label: string) => `${label} is required`

export type SubmitSellerApplicationInput = {
  application: SellerApplicationData
  /** The applicant's uploaded documents by field, from /sell/documents. */
  documents: Partial<Record<SellerDocumentField, number>>
}

/**
 * Stores a /sell application as the applicant and raises a seller_verification approval for the
 * admins, in one transaction. Document ids must be the applicant's own uploads (the
 * relationship's read check refuses anyone else's). Refusals are AppErrors: INVALID_INPUT with the
 * missing documents or the collection's field errors, CONFLICT while an application is under review.
 */
export async function submitSellerApplication({
  payload,
  user,
  input,
}: {
  payload: Payload
  user: SessionUser
  input: SubmitSellerApplicationInput
}): Promise<{ applicationId: number }> {
  const { application: data, documents } = input
  const missing = SELLER_REQUIRED_DOCUMENTS.filter((k) => !documents[k])
  if (missing.length) {
    const fieldErrors = Object.fromEntries(missing.map((k) => [k, documentRequired(DOCUMENT_CATEGORY_LABELS[k])]))
    throw new AppError('INVALID_INPUT', Object.values(fieldErrors)[0]!, { fieldErrors })
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
  if (own.docs.length !== new Set(ids).size) throw new AppError('INVALID_INPUT', MESSAGES.seller.failed)

  try {
    return await withTransaction(payload, { user }, async (req) => {
      const application = await payload.create({
        collection: 'seller-applications',
        overrideAccess: false,
        user,
        req,
        depth: 0,
        data: { ...data, ...documents } as RequiredDataFromCollectionSlug<'seller-applications'>,
      })
      // Approvals are admin-written; raising one for the admins is system work.
      await payload.create({
        collection: 'approvals',
        overrideAccess: true,
        req,
        depth: 0,
        data: { approval_type: 'seller_verification', status: 'pending', user: user.id, origin: 'user' },
      })
      return { applicationId: application.id }
    })
  } catch (error) {
    // A rule of the collection refused it (one pending application per applicant: 409).
    throwAsAppError(error, MESSAGES.seller.failed)
  }
}

import { APIError, ValidationError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { MAX_UPLOAD_BYTES, MESSAGES, type DocumentCategory, type DocumentEntityType } from '@gruha/shared'
import type { SessionUser } from '../auth/types'
import { isAppError } from '../../errors/app-error'

/** A browser file as Remix's request.formData() gives it (undici File). */
export type IncomingFile = { name: string; size: number; type: string; arrayBuffer(): Promise<ArrayBuffer> }

/** `quota`: over the member's daily upload or document quota (issue 23), answered with 429. */
export type UploadResult =
  { ok: true; id: number; name: string } | { ok: false; reason: 'type' | 'size' | 'invalid' | 'quota'; message: string }

async function toPayloadFile(file: IncomingFile) {
  const data = Buffer.from(await file.arrayBuffer())
  // The declared type is only a hint: the collections' checkFileContent hook sniffs the bytes.
  return { data, mimetype: file.type || 'application/octet-stream', name: file.name || 'upload', size: data.length }
}

function failure(error: unknown, typeMessage: string): UploadResult {
  if (isAppError(error) && error.code === 'LIMIT_REACHED') return { ok: false, reason: 'quota', message: error.message }
  if (error instanceof ValidationError) {
    const message = error.data?.errors?.[0]?.message ?? typeMessage
    if (message === MESSAGES.upload.tooLarge) return { ok: false, reason: 'size', message }
    return { ok: false, reason: 'type', message: typeMessage }
  }
  // Payload's FileUploadError (e.g. an image the resizer cannot read) is the client's file, not our fault.
  if (error instanceof APIError && error.status === 400) return { ok: false, reason: 'type', message: typeMessage }
  throw error
}

/**
 * Stores a private document (ID proof, KYC) as the signed-in user. The type is decided from
 * the file's bytes by the documents collection, so a renamed HTML page is refused.
 */
export async function uploadDocument(
  payload: Payload,
  options: {
    user: SessionUser
    file: IncomingFile
    category: DocumentCategory
    entityType: DocumentEntityType
    entityId?: string | number
    /** An admin filing a document for someone else (their own access then covers it). */
    uploadedBy?: number
  },
): Promise<UploadResult> {
  const { user, file } = options
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size', message: MESSAGES.upload.tooLarge }
  if (file.size === 0) return { ok: false, reason: 'invalid', message: MESSAGES.upload.chooseFile }
  try {
    const doc = await payload.create({
      collection: 'documents',
      overrideAccess: false,
      user,
      data: {
        document_category: options.category,
        entity_type: options.entityType,
        entity_id: String(options.entityId ?? user.id),
        ...(options.uploadedBy ? { uploaded_by: options.uploadedBy } : {}),
      } as RequiredDataFromCollectionSlug<'documents'>,
      file: await toPayloadFile(file),
      depth: 0,
    })
    return { ok: true, id: doc.id, name: doc.name ?? file.name }
  } catch (error) {
    return failure(error, MESSAGES.upload.unsupportedType)
  }
}

/** Stores a public image (profile picture) in media as the signed-in user: PNG or JPEG by content. */
export async function uploadImage(
  payload: Payload,
  options: { user: SessionUser; file: IncomingFile; alt?: string; typeMessage?: string },
): Promise<UploadResult> {
  const { user, file } = options
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size', message: MESSAGES.upload.tooLarge }
  try {
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: false,
      user,
      data: { alt: options.alt ?? '' },
      file: await toPayloadFile(file),
      depth: 0,
    })
    return { ok: true, id: doc.id, name: doc.filename ?? file.name }
  } catch (error) {
    return failure(error, options.typeMessage ?? PROFILE_IMAGE_TYPE_MESSAGE)
  }
}

/** Stores a PDF for a listing's custom section (public, embedded on the listing): PDF by content. */
export async function uploadListingPdf(payload: Payload, options: { user: SessionUser; file: IncomingFile }): Promise<UploadResult> {
  const { user, file } = options
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size', message: MESSAGES.upload.tooLarge }
  if (file.size === 0) return { ok: false, reason: 'invalid', message: MESSAGES.upload.chooseFile }
  try {
    const doc = await payload.create({
      collection: 'listing-files',
      overrideAccess: false,
      user,
      data: {},
      file: await toPayloadFile(file),
      depth: 0,
    })
    return { ok: true, id: doc.id, name: doc.filename ?? file.name }
  } catch (error) {
    return failure(error, MESSAGES.properties.pdfOnly)
  }
}

/** (not in spec) profile pictures are images only. */
export const PROFILE_IMAGE_TYPE_MESSAGE = 'Profile image must be a PNG or JPEG file'

/** The HTTP status for each refusal: a file over the size limit 413, over a quota 429, else 400. */
export const UPLOAD_REFUSAL_STATUS: Record<Exclude<UploadResult, { ok: true }>['reason'], number> = {
  type: 400,
  size: 413,
  invalid: 400,
  quota: 429,
}

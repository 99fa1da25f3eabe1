import { APIError, Forbidden, ValidationError, type Payload, type RequiredDataFromCollectionSlug } from 'payload'
import { MAX_UPLOAD_BYTES, MESSAGES, type DocumentCategory, type DocumentEntityType, type MediaPurpose } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { AppError, isAppError } from '../../errors/app-error'

/** A browser file as Remix's request.formData() gives it (undici File). */
export type IncomingFile = { name: string; size: number; type: string; arrayBuffer(): Promise<ArrayBuffer> }

/** A stored file: its id and its name. */
export type StoredFile = { id: number; name: string }

/** The words of a refusal, where a form says it its own way (spec 001's seller documents, say). */
export type UploadMessages = { type?: string; tooLarge?: string }

type UploadOptions<Input> = { payload: Payload; user: SessionUser; input: Input & { file: IncomingFile; messages?: UploadMessages } }

async function toPayloadFile(file: IncomingFile) {
  const data = Buffer.from(await file.arrayBuffer())
  // The declared type is only a hint: the collections' checkFileContent hook sniffs the bytes.
  return { data, mimetype: file.type || 'application/octet-stream', name: file.name || 'upload', size: data.length }
}

/** The checks every upload makes before its bytes are read: not empty, not over 5 MB. */
function checkSize(file: IncomingFile, messages: UploadMessages = {}, { allowEmpty = false } = {}) {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', messages.tooLarge ?? MESSAGES.upload.tooLarge)
  if (!allowEmpty && file.size === 0) throw new AppError('INVALID_INPUT', MESSAGES.upload.chooseFile)
}

/**
 * A collection's refusal of the file as an AppError: over a quota (LIMIT_REACHED, as the quota hook
 * threw it), too large (TOO_LARGE), or any other refusal of its content or type (INVALID_INPUT with
 * `typeMessage`). Anything else is a real failure and is rethrown.
 */
function refusal(error: unknown, typeMessage: string, messages: UploadMessages = {}): never {
  if (isAppError(error)) throw error
  if (error instanceof ValidationError) {
    const message = error.data?.errors?.[0]?.message ?? typeMessage
    if (message === MESSAGES.upload.tooLarge) throw new AppError('TOO_LARGE', messages.tooLarge ?? message)
    throw new AppError('INVALID_INPUT', messages.type ?? typeMessage)
  }
  // Payload's FileUploadError (e.g. an image the resizer cannot read) is the client's file, not our fault.
  if (error instanceof APIError && error.status === 400) throw new AppError('INVALID_INPUT', messages.type ?? typeMessage)
  throw error
}

/**
 * Stores a private document (ID proof, KYC) as the signed-in user. The type is decided from
 * the file's bytes by the documents collection, so a renamed HTML page is refused.
 */
export async function uploadDocument({
  payload,
  user,
  input,
}: UploadOptions<{
  category: DocumentCategory
  entityType: DocumentEntityType
  entityId?: string | number
  /** An admin filing a document for someone else (their own access then covers it). */
  uploadedBy?: number
}>): Promise<StoredFile> {
  const { file, messages } = input
  checkSize(file, messages)
  try {
    const doc = await payload.create({
      collection: 'documents',
      overrideAccess: false,
      user,
      data: {
        document_category: input.category,
        entity_type: input.entityType,
        entity_id: String(input.entityId ?? user.id),
        ...(input.uploadedBy ? { uploaded_by: input.uploadedBy } : {}),
      } as RequiredDataFromCollectionSlug<'documents'>,
      file: await toPayloadFile(file),
      depth: 0,
    })
    return { id: doc.id, name: doc.name ?? file.name }
  } catch (error) {
    refusal(error, MESSAGES.upload.unsupportedType, messages)
  }
}

/**
 * Stores a public image (profile picture, listing photo) in media as the signed-in user: PNG or JPEG
 * by content. The purpose decides who may (the media collection's createMedia): FORBIDDEN otherwise.
 */
export async function uploadImage({ payload, user, input }: UploadOptions<{ alt?: string; purpose: MediaPurpose }>): Promise<StoredFile> {
  const { file, messages } = input
  // An empty file is left to the collection, which refuses it as not an image.
  checkSize(file, messages, { allowEmpty: true })
  try {
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: false,
      user,
      data: { alt: input.alt ?? '', purpose: input.purpose },
      file: await toPayloadFile(file),
      depth: 0,
    })
    return { id: doc.id, name: doc.filename ?? file.name }
  } catch (error) {
    if (error instanceof Forbidden) throw new AppError('FORBIDDEN', MESSAGES.upload.imageNotAllowed)
    refusal(error, PROFILE_IMAGE_TYPE_MESSAGE, messages)
  }
}

/** Stores a PDF for a listing's custom section (public, embedded on the listing): PDF by content. */
export async function uploadListingPdf({ payload, user, input }: UploadOptions<object>): Promise<StoredFile> {
  const { file, messages } = input
  checkSize(file, messages)
  try {
    const doc = await payload.create({
      collection: 'listing-files',
      overrideAccess: false,
      user,
      data: {},
      file: await toPayloadFile(file),
      depth: 0,
    })
    return { id: doc.id, name: doc.filename ?? file.name }
  } catch (error) {
    if (error instanceof Forbidden) throw new AppError('FORBIDDEN', MESSAGES.properties.addFailed)
    refusal(error, MESSAGES.properties.pdfOnly, messages)
  }
}

/** (not in spec) profile pictures are images only. */
export const PROFILE_IMAGE_TYPE_MESSAGE = 'Profile image must be a PNG or JPEG file'

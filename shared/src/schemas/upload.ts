/**
 * File checks for uploads (spec 000/001/002): documents are PNG, JPG, JPEG or PDF up to 5 MB;
 * property images are PNG, JPG or JPEG.
 */
import { z } from 'zod'
import {
  DEFAULT_UPLOAD_ENTITY_ID,
  DEFAULT_UPLOAD_ENTITY_TYPE,
  DOCUMENT_CATEGORIES,
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MIME_TYPES,
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
} from '../constants'
import { isFileLike, toNumberInput, type FileLike } from './fields'

const U = MESSAGES.upload

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * Whether the file's type is allowed: its MIME type when the browser gave one, else its
 * extension. (A renamed file with a known MIME type is judged by the MIME type.)
 */
function hasAllowedType(file: FileLike, mimeTypes: readonly string[], extensions: readonly string[]): boolean {
  const mime = file.type.trim().toLowerCase()
  if (mime) return mimeTypes.includes(mime)
  return extensions.includes(extensionOf(file.name))
}

export function isAllowedDocument(file: FileLike): boolean {
  return hasAllowedType(file, DOCUMENT_MIME_TYPES, DOCUMENT_EXTENSIONS)
}

export function isAllowedImage(file: FileLike): boolean {
  return hasAllowedType(file, IMAGE_MIME_TYPES, IMAGE_EXTENSIONS)
}

/**
 * First problem with a document file, or null when it is fine:
 * 'Unsupported file type. Allowed: PNG, JPG, JPEG, PDF' or 'File too large. Maximum size is 5MB'.
 */
export function documentFileError(file: unknown): string | null {
  if (!isFileLike(file)) return U.unsupportedType
  if (!isAllowedDocument(file)) return U.unsupportedType
  if (file.size > MAX_UPLOAD_BYTES) return U.tooLarge
  return null
}

/** Same checks for a property image (the size limit also applies). */
export function imageFileError(file: unknown): string | null {
  if (!isFileLike(file) || !isAllowedImage(file)) return U.imagesSkipped
  if (file.size > MAX_UPLOAD_BYTES) return U.tooLarge
  return null
}

/**
 * Splits a batch of property images into accepted and skipped files; `message` is the
 * spec's 'Some files were skipped...' notice when anything was skipped.
 */
export function partitionImageFiles<T extends FileLike>(files: readonly T[]): { accepted: T[]; skipped: T[]; message: string | null } {
  const accepted: T[] = []
  const skipped: T[] = []
  for (const f of files) (imageFileError(f) ? skipped : accepted).push(f)
  return { accepted, skipped, message: skipped.length ? U.imagesSkipped : null }
}

/**
 * Seller application documents: each failing file is skipped with '{document} has
 * unsupported file type' or '{document} is too large', and the rest continue.
 */
export function sellerDocumentError(label: string, file: FileLike): string | null {
  if (!isAllowedDocument(file)) return U.documentUnsupported(label)
  if (file.size > MAX_UPLOAD_BYTES) return U.documentTooLarge(label)
  return null
}

/** Upload form fields besides the file: entity_type (default property), entity_id (default 0), category. */
export const uploadMetaSchema = z.object({
  entity_type: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(DOCUMENT_ENTITY_TYPES).optional())
    .transform((v) => v ?? DEFAULT_UPLOAD_ENTITY_TYPE),
  entity_id: z
    .preprocess(toNumberInput, z.union([z.number().int().min(0), z.string().min(1)]).optional())
    .transform((v) => v ?? DEFAULT_UPLOAD_ENTITY_ID),
  document_category: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(DOCUMENT_CATEGORIES).optional()),
})

export type UploadMeta = z.output<typeof uploadMetaSchema>

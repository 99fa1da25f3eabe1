import { DOCUMENT_CATEGORY_LABELS, humanize } from '@gruha/shared'
import type { FileRef } from './DocumentLinks'

export type Uploader = { first_name?: string | null; last_name?: string | null; email?: string | null; user_type?: string | null } | null

/** A document as returned by /api/admin/documents. */
export type DocumentRecord = FileRef & {
  document_category?: string | null
  entity_type?: string | null
  entity_id?: string | null
  file_size?: number | null
  review_status: 'pending' | 'approved' | 'rejected'
  review_reason?: string | null
  uploader: Uploader
  createdAt?: string
}

export const categoryLabel = (c?: string | null) => (c ? ((DOCUMENT_CATEGORY_LABELS as Record<string, string>)[c] ?? humanize(c)) : '-')
export const uploaderName = (u: Uploader) => (u ? [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || '' : '')
/** 'Property #12', 'Seller doc' */
export const entityLabel = (r: DocumentRecord) => `${humanize(r.entity_type ?? '')}${r.entity_id ? ` #${r.entity_id}` : ''}`

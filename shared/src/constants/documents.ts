// Approvals, documents (categories, entities, review) and file-upload rules (spec 002).

export const APPROVAL_TYPES = ['agent_license', 'seller_verification', 'property_listing'] as const
export type ApprovalType = (typeof APPROVAL_TYPES)[number]

export const APPROVAL_TYPE_LABELS: Record<ApprovalType, string> = {
  agent_license: 'Agent License',
  seller_verification: 'Seller Verification',
  property_listing: 'Property Listing',
}

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]
export const DEFAULT_APPROVAL_STATUS: ApprovalStatus = 'pending'

/** Admin approvals filter. */
export const APPROVAL_FILTERS = ['all', ...APPROVAL_STATUSES] as const

export const DOCUMENT_CATEGORIES = [
  'id_proof',
  'address_proof',
  'business_proof',
  'property_document',
  'pan_card',
  'business_license',
  'bank_statement',
  'gst_certificate',
  'sale_deed',
  'tax_receipt',
  'encumbrance_certificate',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  id_proof: 'ID Proof',
  address_proof: 'Address Proof',
  business_proof: 'Business Proof',
  property_document: 'Property Document',
  pan_card: 'PAN Card',
  business_license: 'Business License',
  bank_statement: 'Bank Statement',
  gst_certificate: 'GST Certificate',
  sale_deed: 'Sale Deed',
  tax_receipt: 'Property Tax Receipt',
  encumbrance_certificate: 'Encumbrance Certificate',
}

/** (not in spec) Papers that prove ownership of a listing: an approved one is the "ownership document seen" tier. */
export const OWNERSHIP_DOCUMENTS = ['sale_deed', 'tax_receipt', 'encumbrance_certificate'] as const satisfies readonly DocumentCategory[]

/** Seller application documents (spec 000). */
export const SELLER_REQUIRED_DOCUMENTS = ['pan_card', 'address_proof', 'bank_statement'] as const satisfies readonly DocumentCategory[]
export const SELLER_OPTIONAL_DOCUMENTS = ['business_license', 'gst_certificate'] as const satisfies readonly DocumentCategory[]

export const DOCUMENT_ENTITY_TYPES = ['user', 'property', 'verification', 'seller_doc'] as const
export type DocumentEntityType = (typeof DOCUMENT_ENTITY_TYPES)[number]
/** Upload defaults (spec 000): entity_type property, entity_id 0. */
export const DEFAULT_UPLOAD_ENTITY_TYPE: DocumentEntityType = 'property'
export const DEFAULT_UPLOAD_ENTITY_ID = 0

/** Admin documents filter. */
export const DOCUMENT_ENTITY_FILTERS = ['all', 'user', 'property', 'verification'] as const

export const DOCUMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number]
export const DEFAULT_DOCUMENT_REVIEW_STATUS: DocumentReviewStatus = 'pending'

/* ------------------------------------------------------------------------------------------
 * Uploads
 * ---------------------------------------------------------------------------------------- */

/** 5 MB. */
export const MAX_UPLOAD_BYTES = 5_242_880
/** Documents (ID proof, seller documents, admin user documents). */
export const DOCUMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/pdf'] as const
export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const
/** Property images: PNG, JPG and JPEG only. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const
/**
 * What a public image is for, which decides who may upload it: a listing photo (sellers, agents,
 * admins), a profile picture (any member or editor), or a page or post image (admins, editors).
 */
export const MEDIA_PURPOSES = ['listing', 'avatar', 'content'] as const
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number]
/** `accept` attribute values for file inputs. */
export const DOCUMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf'
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'

import { DOCUMENT_CATEGORY_LABELS, SELLER_OPTIONAL_DOCUMENTS, SELLER_REQUIRED_DOCUMENTS } from '@gruha/shared'

export type SellerDocumentKey = (typeof SELLER_REQUIRED_DOCUMENTS)[number] | (typeof SELLER_OPTIONAL_DOCUMENTS)[number]

/** The five documents of the seller application, required ones first. */
export const SELLER_DOCUMENTS: { key: SellerDocumentKey; label: string; required: boolean }[] = [
  ...SELLER_REQUIRED_DOCUMENTS.map((key) => ({ key, label: DOCUMENT_CATEGORY_LABELS[key], required: true })),
  ...SELLER_OPTIONAL_DOCUMENTS.map((key) => ({ key, label: DOCUMENT_CATEGORY_LABELS[key], required: false })),
]

export const documentInputName = (key: SellerDocumentKey) => `doc_${key}`

import type { CollectionConfig } from 'payload'
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_REVIEW_STATUSES,
  IMAGE_MIME_TYPES,
  DOCUMENT_CATEGORY_LABELS,
  MAX_UPLOAD_BYTES,
  MESSAGES,
} from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { isSignedIn } from '../../access/isSignedIn'
import { options } from '../../fields/options'
import { userStampField } from '../../fields/userStampField'
import { documentsDir } from '../../paths'
import { checkFileContent } from '../hooks/checkFileContent'
import { stampUser } from '../hooks/stampUser'
import { capPrivateDocuments, capUploadsPerDay } from '../hooks/memberQuotas'
import { deletePendingOwnDocuments } from './access/deletePendingOwnDocuments'
import { readDocuments } from './access/readDocuments'
import { defaultName } from './hooks/defaultName'
import { stampReview } from './hooks/stampReview'
import { missingFileIs404 } from '../hooks/missingFileIs404'
import { markOwnershipSeen } from './hooks/markOwnershipSeen'
import { ownListingOnly } from './hooks/ownListingOnly'
import { verificationByReviewedRoles } from './hooks/verificationByReviewedRoles'

/** Real content types (the shared list also names 'image/jpg', which no file sniffs as). */
export const DOCUMENT_TYPES: string[] = [...IMAGE_MIME_TYPES, 'application/pdf']

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/**
 * Private uploads: ID and address proofs, PAN, business proof, bank statements, property papers.
 * Readable (and downloadable) only by the uploader and admins; never public.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: { useAsTitle: 'name', group: 'Verification', defaultColumns: ['name', 'document_category', 'review_status', 'uploaded_by'] },
  access: {
    read: readDocuments,
    create: isSignedIn,
    update: isAdmin,
    delete: deletePendingOwnDocuments,
  },
  upload: {
    staticDir: documentsDir(),
    handlers: [missingFileIs404(documentsDir)],
    mimeTypes: DOCUMENT_TYPES,
    pasteURL: false,
    // Served only through Payload's access-checked file route; force download, no sniffing.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  hooks: {
    beforeOperation: [
      checkFileContent({
        mimeTypes: DOCUMENT_TYPES,
        maxBytes: MAX_UPLOAD_BYTES,
        typeMessage: MESSAGES.upload.unsupportedType,
        sizeMessage: MESSAGES.upload.tooLarge,
      }),
    ],
    beforeChange: [
      stampUser('uploaded_by'),
      capPrivateDocuments,
      capUploadsPerDay,
      defaultName,
      stampReview,
      ownListingOnly,
      verificationByReviewedRoles,
    ],
    afterChange: [markOwnershipSeen],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'document_category', type: 'select', options: options(DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS), index: true },
    {
      name: 'entity_type',
      type: 'select',
      options: options(DOCUMENT_ENTITY_TYPES),
      defaultValue: 'user',
      required: true,
      index: true,
    },
    { name: 'entity_id', type: 'text', index: true, admin: { description: 'Id of the user or property it belongs to.' } },
    {
      name: 'review_status',
      type: 'select',
      options: options(DOCUMENT_REVIEW_STATUSES),
      defaultValue: 'pending',
      required: true,
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    { name: 'review_reason', type: 'textarea', access: adminWrites, admin: { position: 'sidebar' } },
    userStampField('reviewed_by'),
    { name: 'reviewed_at', type: 'date', access: adminWrites, admin: { position: 'sidebar', readOnly: true } },
    userStampField('uploaded_by'),
  ],
}

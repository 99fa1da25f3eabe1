import type { CollectionConfig } from 'payload'
import { MAX_UPLOAD_BYTES, MESSAGES } from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { isSellerOrAgentOrAdmin } from '../../access/isSellerOrAgentOrAdmin'
import { userStampField } from '../../fields/userStampField'
import { listingFilesDir } from '../../paths'
import { checkFileContent } from '../hooks/checkFileContent'
import { stampUser } from '../hooks/stampUser'
import { capUploadsPerDay } from '../hooks/memberQuotas'
import { manageMedia } from '../Media/access/manageMedia'
import { missingFileIs404 } from '../hooks/missingFileIs404'

const PDF_TYPES = ['application/pdf']

/**
 * Public PDFs embedded in a listing's custom sections (brochures, floor plans). Our own uploads
 * only: a section embeds a file from here, never an outside URL. PDF by content, 5 MB.
 */
export const ListingFiles: CollectionConfig = {
  slug: 'listing-files',
  admin: { useAsTitle: 'filename', group: 'Listings' },
  access: {
    read: anyone,
    create: isSellerOrAgentOrAdmin,
    update: manageMedia,
    delete: manageMedia,
  },
  upload: {
    staticDir: listingFilesDir(),
    handlers: [missingFileIs404(listingFilesDir)],
    mimeTypes: PDF_TYPES,
    pasteURL: false,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  hooks: {
    beforeOperation: [
      checkFileContent({
        mimeTypes: PDF_TYPES,
        maxBytes: MAX_UPLOAD_BYTES,
        typeMessage: MESSAGES.properties.pdfOnly,
        sizeMessage: MESSAGES.upload.tooLarge,
      }),
    ],
    beforeChange: [stampUser('uploaded_by'), capUploadsPerDay],
  },
  fields: [userStampField('uploaded_by')],
}

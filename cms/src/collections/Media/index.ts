import type { CollectionConfig } from 'payload'
import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, MESSAGES } from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { isSignedIn } from '../../access/isSignedIn'
import { userStampField } from '../../fields/userStampField'
import { mediaDir } from '../../paths'
import { checkFileContent } from '../hooks/checkFileContent'
import { stampUser } from '../hooks/stampUser'
import { manageMedia } from './access/manageMedia'

export const IMAGE_TYPES: string[] = [...IMAGE_MIME_TYPES]

/** Public images: property photos, profile pictures, page and post covers. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'filename', group: 'Content' },
  access: {
    read: anyone,
    create: isSignedIn,
    update: manageMedia,
    delete: manageMedia,
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: IMAGE_TYPES,
    pasteURL: false,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 768, height: 512, position: 'centre' },
      { name: 'large', width: 1600, withoutEnlargement: true },
    ],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  hooks: {
    beforeOperation: [
      checkFileContent({
        mimeTypes: IMAGE_TYPES,
        maxBytes: MAX_UPLOAD_BYTES,
        typeMessage: 'Only PNG, JPG, and JPEG files are allowed for property images.',
        sizeMessage: MESSAGES.upload.tooLarge,
      }),
    ],
    beforeChange: [stampUser('uploaded_by')],
  },
  fields: [
    { name: 'alt', type: 'text', maxLength: 300, admin: { description: 'Describe the image for screen readers.' } },
    userStampField('uploaded_by'),
  ],
}

import type { CollectionConfig } from 'payload'
import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, MEDIA_PURPOSES, MESSAGES } from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { adminOnlyField } from '../../access/adminOnlyField'
import { userStampField } from '../../fields/userStampField'
import { mediaDir } from '../../paths'
import { checkFileContent } from '../hooks/checkFileContent'
import { stampUser } from '../hooks/stampUser'
import { capUploadsPerDay } from '../hooks/memberQuotas'
import { hashPhoto } from './hooks/hashPhoto'
import { manageMedia } from './access/manageMedia'
import { createMedia, DEFAULT_MEDIA_PURPOSE } from './access/createMedia'
import { missingFileIs404 } from '../hooks/missingFileIs404'

const MEDIA_PURPOSE_LABELS = { listing: 'Listing photo', avatar: 'Profile picture', content: 'Page or post image' } as const

export const IMAGE_TYPES: string[] = [...IMAGE_MIME_TYPES]

const WEBP = { format: 'webp', options: { quality: 80 } } as const

/** Public images: property photos, profile pictures, page and post covers. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'filename', group: 'Content' },
  access: {
    read: anyone,
    create: createMedia,
    update: manageMedia,
    delete: manageMedia,
  },
  upload: {
    staticDir: mediaDir(),
    handlers: [missingFileIs404(mediaDir)],
    // Payload checks each size's type against this list too, so it names the sizes' WebP; what a
    // person may upload is checkFileContent's list below (PNG and JPEG, read from the bytes).
    mimeTypes: [...IMAGE_TYPES, 'image/webp'],
    pasteURL: false,
    adminThumbnail: 'thumbnail',
    // Thumbnails and cards (what listing pages and phones load) are WebP, about a third smaller than
    // JPEG; the large size stays JPEG, as it is also the page's og:image and not every link preview
    // reads WebP (docs/decisions/0009-phone-first-load.md).
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: WEBP },
      { name: 'card', width: 768, height: 512, position: 'centre', formatOptions: WEBP },
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
    beforeChange: [stampUser('uploaded_by'), capUploadsPerDay, hashPhoto],
  },
  fields: [
    { name: 'alt', type: 'text', maxLength: 300, admin: { description: 'Describe the image for screen readers.' } },
    {
      name: 'purpose',
      type: 'select',
      // Not required, so older uploads and callers may leave it out: empty counts as a page or post image.
      defaultValue: DEFAULT_MEDIA_PURPOSE,
      options: MEDIA_PURPOSES.map((value) => ({ value, label: MEDIA_PURPOSE_LABELS[value] })),
      // Set at upload (createMedia decides who may); changing it later would dodge that check.
      access: { update: adminOnlyField },
      admin: { description: 'Decides who may upload it: listing photos come from sellers, agents and admins.' },
    },
    userStampField('uploaded_by'),
    {
      name: 'phash',
      type: 'text',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'Perceptual hash (64 bits, hex), set from the uploaded picture; finds re-used photos.' },
    },
  ],
}

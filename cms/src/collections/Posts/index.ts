import type { CollectionConfig } from 'payload'
import { DISPLAY_TIME_ZONE, POST_CATEGORIES, POST_CATEGORY_LABELS } from '@gruha/shared'
import { options } from '../../fields/options'
import { isAdminOrEditor } from '../../access/isAdminOrEditor'
import { metaField } from '../../fields/metaField'
import { slugField } from '../../fields/slugField'
import { populateSlug } from '../hooks/populateSlug'
import { announceCollectionChange } from '../../db/changes'
import { publishedOrStaff } from '../Pages/access/publishedOrStaff'
import { stampPublishedAt } from './hooks/stampPublishedAt'

/** Blog posts (/blogs, /blog/...). Same rules as pages. */

const contentChanged = announceCollectionChange('content')

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'category', 'published_at', '_status'] },
  versions: { drafts: true },
  access: {
    read: publishedOrStaff,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
    readVersions: isAdminOrEditor,
  },
  hooks: {
    beforeChange: [populateSlug(), stampPublishedAt],
    // Cached public pages show it at once (ADR 17).
    afterChange: [contentChanged.afterChange],
    afterDelete: [contentChanged.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    slugField({ unique: true }),
    { name: 'excerpt', type: 'textarea', maxLength: 500, localized: true },
    { name: 'cover_image', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'published_at',
      type: 'date',
      index: true,
      // Written and shown in India's time, whatever the editor's computer says.
      timezone: { defaultTimezone: DISPLAY_TIME_ZONE, supportedTimezones: [{ label: 'India (IST)', value: DISPLAY_TIME_ZONE }] },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy, HH:mm' } },
    },
    {
      name: 'category',
      type: 'select',
      options: options(POST_CATEGORIES, POST_CATEGORY_LABELS),
      index: true,
      admin: { position: 'sidebar' },
    },
    metaField,
  ],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { isAdminOrEditor } from '../../access/isAdminOrEditor'
import { metaField } from '../../fields/metaField'
import { slugField } from '../../fields/slugField'
import { populateSlug } from '../hooks/populateSlug'
import { announceCollectionChange } from '../../db/changes'
import { publishedOrStaff } from './access/publishedOrStaff'

/** Content pages (about, host, community, policies). Drafts are visible to editors and admins only. */

const contentChanged = announceCollectionChange('content')

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true },
  access: {
    read: publishedOrStaff,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
    readVersions: isAdminOrEditor,
  },
  hooks: {
    beforeChange: [populateSlug()],
    // Cached public pages show it at once (ADR 17).
    afterChange: [contentChanged.afterChange],
    afterDelete: [contentChanged.afterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, localized: true },
    slugField({ unique: true }),
    { name: 'content', type: 'richText', localized: true },
    metaField,
  ],
  timestamps: true,
}

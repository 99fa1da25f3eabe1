import type { GroupField } from 'payload'

/** SEO meta for pages and posts, written per language. */
export const metaField: GroupField = {
  name: 'meta',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', maxLength: 70, localized: true },
    { name: 'description', type: 'textarea', maxLength: 160, localized: true },
  ],
}

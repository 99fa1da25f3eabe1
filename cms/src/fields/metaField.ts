import type { GroupField } from 'payload'

/** SEO meta for pages and posts. */
export const metaField: GroupField = {
  name: 'meta',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', maxLength: 70 },
    { name: 'description', type: 'textarea', maxLength: 160 },
  ],
}

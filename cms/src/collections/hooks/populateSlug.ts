import type { CollectionBeforeChangeHook } from 'payload'
import { slugify } from '@gruha/shared'

/**
 * Builds `slug` from `title` with the shared `slugify` (the spec's rule: lower case, accents
 * and non-alphanumerics removed, spaces to hyphens, 'property' when empty).
 * `always`: recompute on every title change (properties: the slug mirrors the title);
 * otherwise only when the slug is empty (pages, posts: editors may set their own).
 */
export const populateSlug =
  ({ always = false }: { always?: boolean } = {}): CollectionBeforeChangeHook =>
  ({ data, originalDoc }) => {
    const title = typeof data.title === 'string' ? data.title : originalDoc?.title
    const current = typeof data.slug === 'string' && data.slug.trim() !== '' ? data.slug : originalDoc?.slug
    if (always) {
      if (typeof title === 'string') data.slug = slugify(title)
      return data
    }
    data.slug = current ? slugify(current) : slugify(typeof title === 'string' ? title : '')
    return data
  }

/**
 * Property URL slugs (spec 000): the title lower-cased, accents removed, non-alphanumerics
 * removed, spaces turned into hyphens; 'property' when empty. A property without a title is
 * addressed by id: /property/{id}.
 */

export const EMPTY_SLUG = 'property'

export function slugify(title: string | null | undefined): string {
  if (!title) return EMPTY_SLUG
  const slug = title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // combining diacritical marks
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || EMPTY_SLUG
}

export interface PropertyRef {
  id: string | number
  title?: string | null
  slug?: string | null
}

/**
 * '/property/{slug}' (the stored slug when there is one, else the slugged title), or
 * '/property/{id}' when the property has no title.
 */
export function propertyPath(p: PropertyRef): string {
  if (!p.title || !p.title.trim()) return `/property/${encodeURIComponent(String(p.id))}`
  const stored = p.slug?.trim()
  return `/property/${stored ? encodeURIComponent(stored) : slugify(p.title)}`
}

import { lexicalToHtml } from './lexical-to-html'
import { readOptions } from './read-options'
import type { ContentOptions, ContentPage } from './types'

/**
 * A published page by slug, rendered to HTML, or null. Read fresh on every call (no cache), so an
 * editor's published change shows on the next request. Drafts never show on the site, even to editors.
 */
export async function getPage({ payload, user, slug, locale }: ContentOptions & { slug: string }): Promise<ContentPage | null> {
  const result = await payload.find({
    collection: 'pages',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    ...readOptions({ user, locale }),
  })
  const doc = result.docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    slug: String(doc.slug),
    title: doc.title,
    html: lexicalToHtml(doc.content),
    metaTitle: doc.meta?.title ?? null,
    metaDescription: doc.meta?.description ?? null,
    updatedAt: doc.updatedAt,
  }
}

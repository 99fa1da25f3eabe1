import type { Post } from '../../payload-types'
import { lexicalToHtml } from './lexical-to-html'
import { readOptions } from './read-options'
import type { ContentOptions, ContentPost, PostSummary } from './types'

const published = { _status: { equals: 'published' } } as const

function cover(value: Post['cover_image'], title: string): PostSummary['cover'] {
  if (!value || typeof value !== 'object') return null
  const url = value.sizes?.card?.url ?? value.url
  return url ? { url, alt: value.alt || title } : null
}

function summary(doc: Post): PostSummary {
  return {
    id: doc.id,
    slug: String(doc.slug),
    title: doc.title,
    excerpt: doc.excerpt ?? null,
    category: doc.category ?? null,
    publishedAt: doc.published_at ?? null,
    updatedAt: doc.updatedAt,
    cover: cover(doc.cover_image, doc.title),
  }
}

/** Published posts, newest first, for /blogs. */
export async function listPosts({ payload, user, page = 1, limit = 12, locale }: ContentOptions & { page?: number; limit?: number }) {
  const result = await payload.find({
    collection: 'posts',
    where: published,
    sort: ['-published_at', '-createdAt'],
    select: { title: true, slug: true, excerpt: true, category: true, published_at: true, updatedAt: true, cover_image: true },
    depth: 1,
    page,
    limit,
    ...readOptions({ user, locale }),
  })
  return {
    posts: result.docs.map((d) => summary(d as Post)),
    total: result.totalDocs,
    page: result.page ?? page,
    totalPages: result.totalPages,
  }
}

/** One published post by slug, rendered to HTML, or null (drafts and unknown slugs alike). */
export async function getPost({ payload, user, slug, locale }: ContentOptions & { slug: string }): Promise<ContentPost | null> {
  const result = await payload.find({
    collection: 'posts',
    where: { and: [{ slug: { equals: slug } }, published] },
    limit: 1,
    depth: 1,
    ...readOptions({ user, locale }),
  })
  const doc = result.docs[0]
  if (!doc) return null
  return {
    ...summary(doc),
    html: lexicalToHtml(doc.content),
    metaTitle: doc.meta?.title ?? null,
    metaDescription: doc.meta?.description ?? null,
  }
}

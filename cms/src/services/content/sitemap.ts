import type { Payload } from 'payload'
import { propertyPath } from '@gruha/shared'

/** Content pages that have their own route on the site (a page with another slug has no URL). */
export const ROUTED_PAGE_SLUGS = ['about', 'host', 'community', 'property-management', 'privacy-policy', 'terms-of-service'] as const

/** The sitemap protocol allows 50,000 URLs per file; stay well below it. */
export const SITEMAP_CHUNK = 40_000

export type SitemapUrl = { path: string; lastmod?: string }

/** The sitemap is what an anonymous visitor may read: its services take no user. */
type VisitorRead = { payload: Payload }

/** Published content as a visitor sees it: routed pages, the blog and its posts. */
export async function sitemapContentUrls({ payload }: VisitorRead): Promise<SitemapUrl[]> {
  const [pages, posts] = await Promise.all([
    payload.find({
      collection: 'pages',
      where: { and: [{ slug: { in: [...ROUTED_PAGE_SLUGS] } }, { _status: { equals: 'published' } }] },
      select: { slug: true, updatedAt: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: null,
    }),
    payload.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      select: { slug: true, updatedAt: true },
      sort: '-published_at',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: null,
    }),
  ])
  return [
    ...pages.docs.map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt })),
    { path: '/blogs', lastmod: posts.docs[0]?.updatedAt },
    ...posts.docs.map((p) => ({ path: `/blog/${encodeURIComponent(String(p.slug))}`, lastmod: p.updatedAt })),
  ]
}

/** How many active listings a visitor can see. */
export async function countSitemapProperties({ payload }: VisitorRead): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'properties',
    where: { status: { equals: 'active' } },
    overrideAccess: false,
    user: null,
  })
  return totalDocs
}

/** One chunk (1-based) of active listings' canonical URLs, in id order so chunks are stable. */
export async function sitemapPropertyUrls({
  payload,
  input: { chunk, size = SITEMAP_CHUNK },
}: VisitorRead & { input: { chunk: number; size?: number } }): Promise<SitemapUrl[]> {
  const result = await payload.find({
    collection: 'properties',
    where: { status: { equals: 'active' } },
    select: { title: true, slug: true, updatedAt: true },
    sort: 'id',
    depth: 0,
    page: chunk,
    limit: size,
    overrideAccess: false,
    user: null,
  })
  return result.docs.map((d) => ({ path: propertyPath({ id: d.id, title: d.title, slug: d.slug }), lastmod: d.updatedAt }))
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  SITEMAP_CHUNK,
  countSitemapProperties,
  sitemapContentUrls,
  sitemapPropertyUrls,
  type SitemapUrl,
} from '@gruha/cms/services/content'
import { getPayloadClient } from '~/utils/payload.server'
import { absoluteUrl } from '~/components/content/seo.server'

const STATIC_PATHS = ['/', '/buy', '/rent', '/agents']

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

function urlset(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) => `<url><loc>${xmlEscape(absoluteUrl(u.path))}</loc>${u.lastmod ? `<lastmod>${xmlEscape(u.lastmod)}</lastmod>` : ''}</url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
}

function sitemapIndex(paths: string[]): string {
  const body = paths.map((p) => `<sitemap><loc>${xmlEscape(absoluteUrl(p))}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } })

/**
 * Public URLs for search engines, as a visitor sees the site. Up to one chunk of listings it is a
 * single urlset; beyond that /sitemap.xml is an index of ?part=core and ?part=properties&page=N
 * files, each under the protocol's 50,000-URL limit.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const payload = await getPayloadClient()
  const part = params.get('part')
  const core = async (): Promise<SitemapUrl[]> => [...STATIC_PATHS.map((path) => ({ path })), ...(await sitemapContentUrls({ payload }))]

  if (part === 'core') return xml(urlset(await core()))
  const total = await countSitemapProperties({ payload })
  const chunks = Math.max(1, Math.ceil(total / SITEMAP_CHUNK))
  if (part === 'properties') {
    const page = Number(params.get('page'))
    if (!Number.isInteger(page) || page < 1 || page > chunks) return xml(urlset([]), 404)
    return xml(urlset(await sitemapPropertyUrls({ payload, input: { chunk: page } })))
  }
  if (chunks === 1) return xml(urlset([...(await core()), ...(await sitemapPropertyUrls({ payload, input: { chunk: 1 } }))]))
  return xml(
    sitemapIndex(['/sitemap.xml?part=core', ...Array.from({ length: chunks }, (_, i) => `/sitemap.xml?part=properties&page=${i + 1}`)]),
  )
}

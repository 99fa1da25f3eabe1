import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getPost } from '@gruha/cms/services/content'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { RichText } from '~/components/content/rich-text'
import { formatPostDate } from '~/components/content/post-teasers'
import { freshContentHeaders } from '~/components/content/content-page.server'
import { seoMeta } from '~/components/content/seo'
import { absoluteUrl } from '~/components/content/seo.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'
import { useLocale } from '~/i18n'
import { getLocale } from '~/i18n/i18n.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const headers: HeadersFunction = () => freshContentHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...seoMeta(data.seo),
        { property: 'og:type', content: 'article' },
        {
          'script:ld+json': {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: data.post.title,
            description: data.seo.description,
            datePublished: data.post.publishedAt ?? undefined,
            dateModified: data.post.updatedAt,
            mainEntityOfPage: data.seo.canonical,
            image: data.post.cover ? absoluteImage(data.post.cover.url, data.seo.canonical) : undefined,
            publisher: { '@type': 'Organization', name: 'Gruha' },
          },
        },
      ]
    : [{ title: 'Post not found · Gruha' }]

const absoluteImage = (url: string, base: string) => new URL(url, base).toString()

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? ''
  const post = await getPost({ payload: await getPayloadClient(), user: await getUser(request), slug, locale: getLocale(request) })
  if (!post) throw new Response('Not Found', { status: 404 })
  const seo = {
    title: post.metaTitle ? `${post.metaTitle} · Gruha Blog` : `${post.title} · Gruha Blog`,
    description: post.metaDescription || post.excerpt || post.title,
    canonical: absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`),
  }
  return data({ post, seo }, { headers: freshContentHeaders })
}

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>()
  const locale = useLocale()
  return (
    <main className="content-page">
      <header className="content-hero">
        {post.category ? <p className="post-meta">{post.category}</p> : null}
        <h1>{post.title}</h1>
        {post.publishedAt ? (
          <p className="post-meta">
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
          </p>
        ) : null}
      </header>
      <article className="content-body">
        {post.cover ? <img className="post-cover" src={post.cover.url} alt={post.cover.alt} /> : null}
        <RichText html={post.html} />
        <p>
          <Link to="/blogs">← All posts</Link>
        </p>
      </article>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

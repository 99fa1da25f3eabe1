import { Link } from '@remix-run/react'
import type { PostSummary } from '@gruha/cms/services/content'
import { formatDate, type SiteLocale } from '@gruha/shared'
import { useLocale, useTranslation } from '~/i18n'
import { COMMON } from '~/i18n/namespaces/common'

export function formatPostDate(iso: string | null, locale: SiteLocale = 'en'): string | null {
  return iso ? formatDate(iso, locale, 'long') || null : null
}

/** Blog cards for /blogs and the About page's teasers. */
export function PostTeasers({ posts, headingLevel = 2 }: { posts: PostSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  const locale = useLocale()
  const { t } = useTranslation(COMMON)
  return (
    <ul className="post-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="post-card card">
            {post.cover ? <img src={post.cover.url} alt={post.cover.alt} loading="lazy" /> : null}
            <div className="post-card-body">
              {post.category ? <p className="post-category">{t(`blog.categories.${post.category}`)}</p> : null}
              <Heading>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </Heading>
              {post.publishedAt ? (
                <p className="muted">
                  <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, locale)}</time>
                </p>
              ) : null}
              {post.excerpt ? <p>{post.excerpt}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

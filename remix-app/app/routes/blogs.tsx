import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { listPosts } from '@gruha/cms/services/content'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { PostTeasers } from '~/components/content/post-teasers'
import { freshContentHeaders } from '~/components/content/content-page.server'
import { seoMeta } from '~/components/content/seo'
import { absoluteUrl } from '~/components/content/seo.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'
import { useTranslation } from '~/i18n'
import { getFixedT, getLocale } from '~/i18n/i18n.server'
import { COMMON } from '~/i18n/namespaces/common'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get('page')) || 1))
  const t = await getFixedT(request, 'common')
  const result = await listPosts({ payload: await getPayloadClient(), user: await getUser(request), page, locale: getLocale(request) })
  const seo = {
    title: page > 1 ? t('blog.metaTitlePage', { page }) : t('blog.metaTitle'),
    description: t('blog.metaDescription'),
    canonical: absoluteUrl(page > 1 ? `/blogs?page=${page}` : '/blogs'),
  }
  return data({ ...result, seo }, { headers: freshContentHeaders })
}

export default function BlogsPage() {
  const { posts, page, totalPages } = useLoaderData<typeof loader>()
  const { t } = useTranslation(COMMON)
  return (
    <main>
      <header className="content-hero">
        <h1>{t('blog.title')}</h1>
        <p>{t('blog.lead')}</p>
      </header>
      <section className="page">
        {posts.length ? <PostTeasers posts={posts} /> : <p className="card">{t('blog.empty')}</p>}
        {totalPages > 1 ? (
          <nav className="pager" aria-label={t('blog.pages')}>
            {page > 1 ? <Link to={`?page=${page - 1}`}>{t('blog.newer')}</Link> : null}
            <span>{t('blog.pageOf', { page, total: totalPages })}</span>
            {page < totalPages ? <Link to={`?page=${page + 1}`}>{t('blog.older')}</Link> : null}
          </nav>
        ) : null}
      </section>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

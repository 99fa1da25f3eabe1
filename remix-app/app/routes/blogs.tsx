import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { listPosts } from '@gruha/cms/services/content/index'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { PostTeasers } from '~/components/content/post-teasers'
import { freshContentHeaders } from '~/components/content/content-page.server'
import { seoMeta } from '~/components/content/seo'
import { absoluteUrl } from '~/components/content/seo.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get('page')) || 1))
  const result = await listPosts({ payload: await getPayloadClient(), user: await getUser(request), page })
  const seo = {
    title: page > 1 ? `Gruha Blog · Page ${page}` : 'Gruha Blog · Buying, renting and investing in property',
    description: 'Guides on buying, renting and investing in property in Andhra Pradesh, Telangana and across India, from the Gruha team.',
    canonical: absoluteUrl(page > 1 ? `/blogs?page=${page}` : '/blogs'),
  }
  return data({ ...result, seo }, { headers: freshContentHeaders })
}

export default function BlogsPage() {
  const { posts, page, totalPages } = useLoaderData<typeof loader>()
  return (
    <main>
      <header className="content-hero">
        <h1>Gruha Blog</h1>
        <p>Guides for buyers, tenants, owners and investors.</p>
      </header>
      <section className="page">
        {posts.length ? <PostTeasers posts={posts} /> : <p className="card">No posts yet. Please check back soon.</p>}
        {totalPages > 1 ? (
          <nav className="pager" aria-label="Pages">
            {page > 1 ? <Link to={`?page=${page - 1}`}>Newer posts</Link> : null}
            <span>
              Page {page} of {totalPages}
            </span>
            {page < totalPages ? <Link to={`?page=${page + 1}`}>Older posts</Link> : null}
          </nav>
        ) : null}
      </section>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

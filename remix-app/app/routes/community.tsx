import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ContentPage } from '~/components/content/content-page'
import { freshContentHeaders, loadContentPage } from '~/components/content/content-page.server'
import { seoMeta } from '~/components/content/seo'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadContentPage(request, 'community', '/community'), { headers: freshContentHeaders })
}

export default function CommunityPage() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <ContentPage page={page}>
      <ul className="link-strip" aria-label="Get involved">
        <li>
          <Link className="button" to="/buy">
            Browse Properties
          </Link>
        </li>
        <li>
          <Link className="button secondary" to="/sell">
            List Your Property
          </Link>
        </li>
        <li>
          <Link className="button secondary" to="/agents">
            Find an Agent
          </Link>
        </li>
      </ul>
    </ContentPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

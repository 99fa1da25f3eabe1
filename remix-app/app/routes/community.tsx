import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { LABELS } from '@gruha/shared'
import { ContentPage } from '~/components/content/content-page'
import { freshContentHeaders, loadContentPage } from '~/components/content/content-page.server'
import { seoMeta } from '~/components/content/seo'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'
import { COMMON } from '~/i18n/namespaces/common'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadContentPage(request, 'community', '/community'), { headers: freshContentHeaders })
}

export default function CommunityPage() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation(COMMON)
  const msg = useMessage()
  return (
    <ContentPage page={page}>
      <ul className="link-strip" aria-label={t('pages.community.getInvolved')}>
        <li>
          <Link className="button" to="/buy">
            {msg(LABELS.home.browseProperties)}
          </Link>
        </li>
        <li>
          <Link className="button secondary" to="/sell">
            {msg(LABELS.home.listYourProperty)}
          </Link>
        </li>
        <li>
          <Link className="button secondary" to="/agents">
            {t('pages.community.findAgent')}
          </Link>
        </li>
      </ul>
    </ContentPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

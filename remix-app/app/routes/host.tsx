import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LABELS } from '@gruha/shared'
import { ContentPage } from '~/components/content/content-page'
import { freshContentHeaders, loadContentPage } from '~/components/content/content-page.server'
import { seoMeta } from '~/components/content/seo'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { useMessage } from '~/i18n'
import contentStyles from '~/components/content/content.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

/** Signed-in hosts go straight to /sell; visitors sign up as a seller first (spec 001 "Become a Host"). */
const SELLER_SIGNUP = '/login?mode=signup&role=seller&redirectTo=%2Fsell'

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadContentPage(request, 'host', '/host'), { headers: freshContentHeaders })
}

export default function HostPage() {
  const { page, signedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation('common')
  const msg = useMessage()
  const target = signedIn ? '/sell' : SELLER_SIGNUP
  return (
    <ContentPage
      page={page}
      lead={
        <div className="cta-row">
          <Link className="button" to={target}>
            {t('pages.host.start')}
          </Link>
        </div>
      }
    >
      <div className="cta-band card">
        <h2>{t('pages.host.ready')}</h2>
        <p>{t('pages.host.free')}</p>
        <Link className="button" to={target}>
          {msg(LABELS.home.listYourProperty)}
        </Link>
      </div>
    </ContentPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

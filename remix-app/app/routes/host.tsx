import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { ReactNode } from 'react'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { LABELS } from '@gruha/shared'
import { AuthLink } from '~/components/auth/auth-modal'
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
  return data(await loadContentPage(request, 'host', '/host'), { headers: freshContentHeaders })
}

export default function HostPage() {
  const { page, signedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation(COMMON)
  const msg = useMessage()
  return (
    <ContentPage
      page={page}
      lead={
        <div className="cta-row">
          <StartSelling signedIn={signedIn}>{t('pages.host.start')}</StartSelling>
        </div>
      }
    >
      <div className="cta-band card">
        <h2>{t('pages.host.ready')}</h2>
        <p>{t('pages.host.free')}</p>
        <StartSelling signedIn={signedIn}>{msg(LABELS.home.listYourProperty)}</StartSelling>
      </div>
    </ContentPage>
  )
}

/**
 * Signed-in hosts go straight to /sell; visitors sign up as a seller first (spec 001 "Become a
 * Host"), in the sign-up modal, or on /login?mode=signup&role=seller without JavaScript.
 */
function StartSelling({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  if (signedIn) {
    return (
      <Link className="button" to="/sell">
        {children}
      </Link>
    )
  }
  return (
    <AuthLink mode="signup" role="seller" redirectTo="/sell" className="button">
      {children}
    </AuthLink>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

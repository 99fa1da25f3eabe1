import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { ContentPage } from '~/components/content/content-page'
import { freshContentHeaders, loadContentPage } from '~/components/content/content-page.server'
import { SiteContactCard } from '~/components/content/site-contact-card'
import { seoMeta } from '~/components/content/seo'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import contentStyles from '~/components/content/content.css?url'
import { COMMON } from '~/i18n/namespaces/common'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: contentStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo)
export const headers: HeadersFunction = () => freshContentHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadContentPage(request, 'property-management', '/property-management', { contact: true }), {
    headers: freshContentHeaders,
  })
}

/** Spec 001 "Property Management": the editor's copy plus contact cards and the owners' entry points. */
export default function PropertyManagementPage() {
  const { page, contact, signedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation(COMMON)
  const owners = signedIn ? '/property-management/my-properties' : '/login?redirectTo=%2Fproperty-management%2Fmy-properties'
  return (
    <ContentPage
      page={page}
      lead={
        <div className="cta-row">
          <Link className="button" to={owners}>
            {t('pages.propertyManagement.manage')}
          </Link>
        </div>
      }
    >
      {contact ? <SiteContactCard contact={contact} title={t('pages.propertyManagement.talk')} /> : null}
    </ContentPage>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

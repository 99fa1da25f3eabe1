import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { metaT, useTranslation } from '~/i18n'
import { listSavedSearches } from '@gruha/cms/services/saved-searches'
import { requireUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import insightStyles from '~/components/property/insight.css?url'
import { savedSearchAction } from './saved-searches.server'
import { SavedSearchCard } from './saved-search-card'
import { INSIGHT } from '~/i18n/namespaces/insight'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: insightStyles },
]

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches, INSIGHT)('savedSearch.title')} · Gruha` },
  { name: 'robots', content: 'noindex' },
]

/** The member's saved searches, read as the member (collection access: their own only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return { searches: await listSavedSearches({ payload: await getPayloadClient(), user }) }
}

export const action = ({ request }: ActionFunctionArgs) => savedSearchAction(request)

export default function SavedSearchesPage() {
  const { searches } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation(INSIGHT)
  return (
    <main className="market saved-searches">
      <h1>{t('savedSearch.title')}</h1>
      <p className="muted">{t('savedSearch.intro')}</p>
      {actionData?.message ? (
        <p className="form-error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      {searches.length === 0 ? (
        <div className="card">
          <p>{t('savedSearch.empty')}</p>
          <Link className="button" to="/buy">
            {t('comparePage.toBuy')}
          </Link>
        </div>
      ) : (
        <ul className="plain saved-search-list">
          {searches.map((s) => (
            <SavedSearchCard key={s.id} search={s} />
          ))}
        </ul>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}

import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { metaT, useTranslation } from '~/i18n'
import { MAX_COMPARE } from '@gruha/shared'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import insightStyles from '~/components/property/insight.css?url'
import { loadComparison } from './compare.server'
import { CompareTable } from './compare-table'
import { INSIGHT } from '~/i18n/namespaces/insight'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: insightStyles },
]

export const meta: MetaFunction = ({ matches }) => [
  { title: `${metaT(matches, INSIGHT)('comparePage.title')} · Gruha` },
  { name: 'robots', content: 'noindex' },
]

/** Public: the listings are read as whoever is asking, signed in or not (compare.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadComparison(request)
}

export default function ComparePage() {
  const { items, refused, onlyDifferences } = useLoaderData<typeof loader>()
  const { t } = useTranslation(INSIGHT)
  const location = useLocation()
  const back = location.pathname + location.search
  return (
    <main className="market compare-page">
      <h1>{t('comparePage.title')}</h1>
      {refused ? (
        <p className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="card">
          <p>{t('comparePage.empty', { max: MAX_COMPARE })}</p>
          <p className="row-links">
            <Link className="button" to="/buy">
              {t('comparePage.toBuy')}
            </Link>{' '}
            <Link className="button secondary" to="/rent">
              {t('comparePage.toRent')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">{t('comparePage.intro', { count: items.length, max: MAX_COMPARE })}</p>
          <Form method="get" className="compare-options">
            <input type="hidden" name="ids" value={items.map((i) => i.id).join(',')} />
            {onlyDifferences ? null : <input type="hidden" name="diff" value="1" />}
            <button type="submit" className="button secondary">
              {t(onlyDifferences ? 'comparePage.showAll' : 'comparePage.onlyDifferences')}
            </button>
          </Form>
          <CompareTable items={items} onlyDifferences={onlyDifferences} back={back} />
          <Form method="post" action="/resources/compare" className="compare-clear">
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="redirectTo" value="/compare?ids=" />
            <button type="submit" className="button secondary">
              {t('comparePage.clear')}
            </button>
          </Form>
        </>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}

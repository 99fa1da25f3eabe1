import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { metaT, useFormat, useTranslation } from '~/i18n'
import { listManagedProperties } from '@gruha/cms/services/management'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OWNER_ROLES } from '~/components/my-property/property-form.server'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import myPropertyStyles from '~/components/my-property/my-property.css?url'
import { MEMBER } from '~/i18n/namespaces/member'

// Not nested under the marketing page's layout (trailing _).
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: myPropertyStyles }]

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, MEMBER)('managed.metaTitle') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, OWNER_ROLES)
  return { properties: await listManagedProperties({ payload: await getPayloadClient(), user }) }
}

export default function ManagedProperties() {
  const { properties } = useLoaderData<typeof loader>()
  const { t } = useTranslation(MEMBER)
  const f = useFormat()
  return (
    <main className="page">
      <div className="page-head">
        <h1>{t('managed.title')}</h1>
        <div className="card-actions">
          <Link className="button" to="/rent-property">
            {t('managed.rentOut')}
          </Link>
          <Link className="button secondary" to="/maintenance">
            {t('managed.maintenance')}
          </Link>
          <Link className="button secondary" to="/add-nri-property">
            {t('managed.nri')}
          </Link>
        </div>
      </div>
      {properties.length === 0 ? (
        <div className="card empty">
          <p>{t('managed.empty')}</p>
          <Link className="button" to="/add-property">
            {t('managed.addProperty')}
          </Link>
        </div>
      ) : (
        <ul className="list">
          {properties.map((p) => (
            <li key={p.id} className="card" data-testid="managed-property">
              <h2>{p.status === 'active' ? <Link to={p.path}>{p.title}</Link> : p.title}</h2>
              <p className="muted">{[p.city, p.state].filter(Boolean).join(', ')}</p>
              <span className="badge">{t(`myProperties.statuses.${p.status}`)}</span>
              <h3>{t('managed.rentListing')}</h3>
              {p.rentListing ? (
                <p data-testid="rent-listing">
                  {t('managed.rentSummary', {
                    rent: f.rent(p.rentListing.monthlyRent),
                    deposit: f.price(p.rentListing.securityDeposit),
                    date: f.date(p.rentListing.availableFrom),
                  })}
                </p>
              ) : (
                <p className="muted">
                  {t('managed.notForRent')} <Link to={`/rent-property?property=${p.id}`}>{t('managed.rentOut')}</Link>
                </p>
              )}
              <h3>{t('managed.openRequests', { count: p.openRequests.length })}</h3>
              {p.openRequests.length ? (
                <ul>
                  {p.openRequests.map((r) => (
                    <li key={r.id}>
                      {r.title} · {t(`maintenance.statuses.${r.status}`)} · {t(`maintenance.priorities.${r.priority}`)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

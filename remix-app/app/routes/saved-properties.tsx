import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { LABELS, MESSAGES } from '@gruha/shared'
import { listSavedProperties } from '@gruha/cms/services/saved'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { PropertyCard } from '~/components/property/property-card'
import { SaveButton } from '~/components/saved/save-button'
import { CompareButton } from '~/components/property/compare-button'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'
import { metaT, useMessage, useTranslation } from '~/i18n'
import { ACCOUNT } from '~/i18n/namespaces/account'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: savedStyles },
]

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, ACCOUNT)('saved.metaTitle') },
  { name: 'description', content: metaT(matches, ACCOUNT)('saved.metaDescription') },
  { name: 'robots', content: 'noindex' },
]

const PAGE_SIZE = 24

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ['buyer', 'seller', 'agent', 'admin'])
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get('page')) || 1))
  return listSavedProperties({ payload: await getPayloadClient(), user, page, limit: PAGE_SIZE })
}

export default function SavedPropertiesPage() {
  const { items, total, page, totalPages } = useLoaderData<typeof loader>()
  const { t } = useTranslation(ACCOUNT)
  const msg = useMessage()
  return (
    <main className="market">
      <h1>{t('saved.title')}</h1>
      {total === 0 ? (
        <div className="card">
          <p>{msg(MESSAGES.saved.empty)}</p>
          <Link className="button" to="/buy">
            {msg(LABELS.home.browseProperties)}
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">{t('saved.count', { count: total })}</p>
          <ul className="card-grid" aria-label={t('saved.title')}>
            {items.map((item) => (
              <li key={item.propertyId}>
                {item.card ? (
                  <PropertyCard
                    card={item.card}
                    saveSlot={<SaveButton propertyId={item.propertyId} saved />}
                    compareSlot={<CompareButton propertyId={item.propertyId} title={item.card.title} />}
                  />
                ) : (
                  <article className="card saved-unavailable">
                    <p>{msg(MESSAGES.saved.unavailable)}</p>
                    <SaveButton propertyId={item.propertyId} saved withLabel />
                  </article>
                )}
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav className="pager" aria-label={t('saved.pages')}>
              {page > 1 ? <Link to={`?page=${page - 1}`}>{t('saved.previous')}</Link> : null}
              <span>{t('saved.pageOf', { page, total: totalPages })}</span>
              {page < totalPages ? <Link to={`?page=${page + 1}`}>{t('saved.next')}</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

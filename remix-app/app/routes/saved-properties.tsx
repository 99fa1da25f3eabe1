import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { MESSAGES } from '@gruha/shared'
import { listSavedProperties } from '@gruha/cms/services/saved/index'
import { getPayloadClient } from '~/utils/payload.server'
import { requireRole } from '~/utils/permissions.server'
import { PropertyCard } from '~/components/property/property-card'
import { SaveButton } from '~/components/saved/save-button'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: savedStyles },
]

export const meta: MetaFunction = () => [
  { title: 'Saved Properties · Gruha' },
  { name: 'description', content: 'The homes, plots and commercial spaces you have saved on Gruha.' },
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
  return (
    <main className="market">
      <h1>Saved Properties</h1>
      {total === 0 ? (
        <div className="card">
          <p>{MESSAGES.saved.empty}</p>
          <Link className="button" to="/buy">
            Browse Properties
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">{total === 1 ? '1 saved property' : `${total} saved properties`}</p>
          <ul className="card-grid" aria-label="Saved properties">
            {items.map((item) => (
              <li key={item.propertyId}>
                {item.card ? (
                  <PropertyCard card={item.card} saveSlot={<SaveButton propertyId={item.propertyId} saved />} />
                ) : (
                  <article className="card saved-unavailable">
                    <p>{MESSAGES.saved.unavailable}</p>
                    <SaveButton propertyId={item.propertyId} saved withLabel />
                  </article>
                )}
              </li>
            ))}
          </ul>
          {totalPages > 1 ? (
            <nav className="pager" aria-label="Pages">
              {page > 1 ? <Link to={`?page=${page - 1}`}>Previous</Link> : null}
              <span>
                Page {page} of {totalPages}
              </span>
              {page < totalPages ? <Link to={`?page=${page + 1}`}>Next</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

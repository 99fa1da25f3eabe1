import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/i18n'
import { ListingPage } from '~/components/search/listing-page'
import { loadListing } from '~/components/search/listing.server'
import { listingMeta } from '~/components/search/listing-meta'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: savedStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  listingMeta(matches, 'SALE', data?.search, data?.result ?? undefined, data?.canonical)

export const loader = ({ request }: LoaderFunctionArgs) => loadListing(request, 'SALE')

export default function Buy() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('search')
  return (
    <main className="market">
      <h1>{t('buy.title')}</h1>
      <ListingPage {...data} listingType="SALE" />
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

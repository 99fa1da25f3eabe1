import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LABELS } from '@gruha/shared'
import { ListingPage } from '~/components/search/listing-page'
import { loadListing } from '~/components/search/listing.server'
import { listingMeta } from '~/components/search/listing-meta'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'
import leafletStyles from 'leaflet/dist/leaflet.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: savedStyles },
  { rel: 'stylesheet', href: leafletStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta('RENT', data?.search, data?.result?.total, data?.canonical)

export const loader = ({ request }: LoaderFunctionArgs) => loadListing(request, 'RENT')

export default function Rent() {
  const data = useLoaderData<typeof loader>()
  return (
    <main>
      <section className="rent-hero">
        <h1>{LABELS.rent.heroTitle}</h1>
        <p>{LABELS.rent.heroSubtitle}</p>
      </section>
      <div className="market">
        <ListingPage {...data} listingType="RENT" />
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

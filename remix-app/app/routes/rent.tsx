import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { LABELS } from '@gruha/shared'
import { ListingPage } from '~/components/search/listing-page'
import { loadListing } from '~/components/search/listing.server'
import { listingMeta } from '~/components/search/listing-meta'
import { useMessage } from '~/i18n'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: savedStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  listingMeta(matches, 'RENT', data?.search, data?.result ?? undefined, data?.canonical)

export const loader = ({ request }: LoaderFunctionArgs) => loadListing(request, 'RENT')

export default function Rent() {
  const data = useLoaderData<typeof loader>()
  const msg = useMessage()
  return (
    <main>
      <section className="rent-hero">
        <h1>{msg(LABELS.rent.heroTitle)}</h1>
        <p>{msg(LABELS.rent.heroSubtitle)}</p>
      </section>
      <div className="market">
        <ListingPage {...data} listingType="RENT" />
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

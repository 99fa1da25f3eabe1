import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { LIMITS, parsePropertySearch } from '@gruha/shared'
import { searchProperties } from '@gruha/cms/services/properties'
import { welcomeCounts, type WelcomeCount } from '@gruha/cms/services/properties'
import { savedPropertyIds } from '@gruha/cms/services/saved'
import type { loader as rootLoader } from '~/root'
import { getUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { metaT } from '~/i18n'
import { loadActiveLocations } from '~/components/search/locations.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { HeroSlider } from '~/components/home/hero-slider'
import { HomeSearch } from '~/components/home/home-search'
import { WelcomeBlock } from '~/components/home/welcome-block'
import { BecomeAgent, CallsToAction, FeaturedProperties, PopularSearches, SearchByCity, WhyChooseUs } from '~/components/home/home-sections'
import homeStyles from '~/components/home/home.css?url'
import marketplaceStyles from '~/components/property/marketplace.css?url'
import savedStyles from '~/components/saved/saved.css?url'
import { SEARCH } from '~/i18n/namespaces/search'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: marketplaceStyles },
  { rel: 'stylesheet', href: homeStyles },
  { rel: 'stylesheet', href: savedStyles },
]

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, SEARCH)
  return [{ title: t('meta.homeTitle') }, { name: 'description', content: t('meta.homeDescription') }]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request)
  const payload = await getPayloadClient()
  const featured = searchProperties({
    payload,
    user,
    search: parsePropertySearch('featured=true'),
    listingType: 'SALE',
    limit: LIMITS.featuredProperties,
  }).then(
    (r) => ({ cards: r.cards, failed: false }),
    (error: unknown) => {
      console.error('featured listings failed', error)
      return { cards: [], failed: true }
    },
  )
  const counts: Promise<WelcomeCount[]> = user
    ? welcomeCounts({ payload, user }).catch((error: unknown) => {
        console.error('welcome counts failed', error)
        return []
      })
    : Promise.resolve([])
  const [f, c, locations] = await Promise.all([featured, counts, loadActiveLocations()])
  const saved = await savedPropertyIds(
    payload,
    user,
    f.cards.map((card) => card.id),
  )
  return { featured: f.cards, featuredFailed: f.failed, counts: c, savedIds: [...saved], locations }
}

export default function Home() {
  const { featured, featuredFailed, counts, savedIds, locations } = useLoaderData<typeof loader>()
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
  return (
    <main>
      <HeroSlider />
      <div className="market">
        <HomeSearch locations={locations} />
      </div>
      {user ? <WelcomeBlock user={user} counts={counts} /> : null}
      <div className="market">
        <FeaturedProperties cards={featured} failed={featuredFailed} savedIds={savedIds} />
        <CallsToAction />
        <WhyChooseUs />
        <BecomeAgent />
        <PopularSearches />
        <SearchByCity />
      </div>
    </main>
  )
}

export const ErrorBoundary = GeneralErrorBoundary

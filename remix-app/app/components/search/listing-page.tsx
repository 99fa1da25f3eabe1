import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from '@remix-run/react'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { BROWSING_MESSAGES, LABELS, type ListingType } from '@gruha/shared'
import type { RentalOverview } from '@gruha/cms/services/properties'
import type { SearchPropertiesResult } from '@gruha/cms/services/properties'
import type { PropertySearch } from '@gruha/shared'
import { PropertyCard } from '~/components/property/property-card'
import { CompareButton } from '~/components/property/compare-button'
import { SaveSearchForm } from './save-search-form'
import { SaveButton } from '~/components/saved/save-button'
import { ListingMap } from '~/components/map/lazy-map'
import { Panel, PanelClose, PanelToggle, useModalPanel } from '~/components/disclosure/modal-panel'
import { FilterPanel } from './filter-panel'
import type { ActiveLocations } from './locations'
import { Pagination } from './pagination'
import { ResultsChips } from './results-chips'
import { activeFilterCount } from './filter-count'

type ListingPageProps = {
  listingType: ListingType
  search: PropertySearch
  bbox: string | null
  result: SearchPropertiesResult | null
  overview: RentalOverview | null
  failed: boolean
  /** Listings on this page the visitor has saved (their hearts start filled). */
  savedIds: number[]
  locations: ActiveLocations
}

function EmptyState({ listingType, search, bbox }: Pick<ListingPageProps, 'listingType' | 'search' | 'bbox'>) {
  const { t } = useTranslation('search')
  const msg = useMessage()
  const rent = listingType === 'RENT'
  const filtered = activeFilterCount(search, bbox) > 0
  const B = BROWSING_MESSAGES
  const title = !filtered
    ? msg(rent ? B.rentListEmpty : B.listEmpty)
    : search.city
      ? t(rent ? 'empty.rentInCity' : 'empty.buyInCity', { city: search.city })
      : msg(rent ? B.rentEmpty : B.buyEmpty)
  return (
    <div className="empty-state" role="status">
      <h2>{title}</h2>
      <p className="muted">{msg(B.listEmptyHint)}</p>
    </div>
  )
}

function Overview({ overview }: { overview: RentalOverview }) {
  const { t } = useTranslation('search')
  const msg = useMessage()
  const f = useFormat()
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">{msg(LABELS.rent.overviewTitle)}</h2>
      <div className="overview">
        <div>
          <strong>{overview.available}</strong>
          {t('overview.availableRentals')}
        </div>
        <div>
          <strong>{overview.startingRent === null ? '—' : f.rent(overview.startingRent)}</strong>
          {msg(LABELS.rent.startingRent)}
        </div>
        <div>
          <strong>{overview.fullyFurnished}</strong>
          {msg(LABELS.rent.fullyFurnished)}
        </div>
        <div>
          <strong>{overview.readyToMove}</strong>
          {msg(LABELS.rent.readyToMove)}
        </div>
      </div>
    </section>
  )
}

/**
 * /buy and /rent: filters, chips, the map beside the list, pagination. On phones the map (400 px,
 * Show Map / Hide Map) comes above the results and the filters open in a sheet behind 'Filters (n)'.
 */
export function ListingPage({ listingType, search, bbox, result, overview, failed, savedIds, locations }: ListingPageProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const { t } = useTranslation('search')
  const msg = useMessage()
  const [mapOpen, setMapOpen] = useState(true)
  const sheet = useModalPanel('filters')
  const active = activeFilterCount(search, bbox)
  const rent = listingType === 'RENT'
  const query = location.search.replace(/^\?/, '')
  const results = useRef<HTMLElement>(null)
  // A page link was followed: the link is gone (or moved), so the focus goes to the new results.
  useEffect(() => {
    if ((location.state as { focusResults?: boolean } | null)?.focusResults) results.current?.focus()
  }, [location.key, location.state])

  const searchArea = (box: string) => {
    const params = new URLSearchParams(query)
    params.set('bbox', box)
    params.delete('page')
    navigate(`?${params}`, { preventScrollReset: true })
  }

  return (
    <>
      <ResultsChips
        total={result?.total ?? 0}
        totalCapped={result?.totalCapped}
        verified={result?.verified ?? null}
        verifiedCapped={result?.verifiedCapped}
        listingType={listingType}
        search={search}
        bbox={bbox}
      />
      <div className="results-bar">
        <PanelToggle state={sheet} controls="filters" className="button secondary filters-toggle">
          {active ? t('filters.toggleCount', { count: active }) : t('filters.toggle')}
        </PanelToggle>
        <button type="button" className="button secondary map-toggle" aria-expanded={mapOpen} onClick={() => setMapOpen((o) => !o)}>
          {msg(mapOpen ? LABELS.buy.hideMap : LABELS.buy.showMap)}
        </button>
        <SaveSearchForm listingType={listingType} search={search} bbox={bbox} />
      </div>
      {/* Without JavaScript the 'Filters' link targets the sheet and CSS shows it. */}
      <Panel state={sheet} id="filters" className="filters-sheet" label={t('filters.toggle')}>
        <div className="filters-sheet-head">
          <h2>{t('filters.toggle')}</h2>
          <PanelClose state={sheet} fallback="#results" label={t('filters.close')} />
        </div>
        <FilterPanel search={search} listingType={listingType} bbox={bbox} locations={locations} sheet={sheet} />
      </Panel>
      {/* Spec 000: the overview shows when the map is hidden and there are results. */}
      {rent && !mapOpen && overview && overview.available > 0 ? <Overview overview={overview} /> : null}
      <div className={`results-layout ${rent ? 'rent-layout' : ''} ${mapOpen ? '' : 'map-collapsed'}`}>
        <section id="results" ref={results} tabIndex={-1} className="results-list" aria-labelledby="results-title">
          {/* Cards are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 id="results-title" className="visually-hidden">
            {t('results.label')}
          </h2>
          {failed ? (
            <div className="empty-state" role="alert">
              <h2 className="notice-error">{msg(rent ? BROWSING_MESSAGES.rentFailed : BROWSING_MESSAGES.buyFailed)}</h2>
              <p className="muted">{msg(BROWSING_MESSAGES.listErrorHint)}</p>
            </div>
          ) : !result || result.cards.length === 0 ? (
            <EmptyState listingType={listingType} search={search} bbox={bbox} />
          ) : (
            <>
              <ul className="card-grid">
                {result.cards.map((card, index) => (
                  <li key={card.id}>
                    <PropertyCard
                      card={card}
                      priority={index === 0}
                      saveSlot={<SaveButton propertyId={card.id} saved={savedIds.includes(card.id)} />}
                      compareSlot={<CompareButton propertyId={card.id} title={card.title} />}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={result.page} totalPages={result.totalPages} />
            </>
          )}
        </section>
        <aside className="results-map" aria-label={t('results.map')}>
          <ListingMap query={query} listingType={listingType} onSearchArea={searchArea} keepView={Boolean(bbox)} />
        </aside>
      </div>
    </>
  )
}

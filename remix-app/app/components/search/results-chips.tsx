import { Link, useLocation } from '@remix-run/react'
import { useMessage, useTranslation } from '~/i18n'
import { LABELS, type ListingType, type PropertySearch } from '@gruha/shared'

/** /buy's 'Verified Listings' chip: a link that turns the Verified filter (owner ID checked, issue 23) on or off. */
function VerifiedChip({ count, capped }: { count: number | null; capped: boolean }) {
  const msg = useMessage()
  const { t } = useTranslation('search')
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const on = params.get('verified') === 'true'
  if (on) params.delete('verified')
  else params.set('verified', 'true')
  params.delete('page')
  const query = params.toString()
  return (
    <Link
      to={`${location.pathname}${query ? `?${query}` : ''}`}
      className={on ? 'chip-link active' : 'chip-link'}
      aria-current={on ? 'true' : undefined}
      title={t(on ? 'chips.verifiedOff' : 'chips.verifiedOn')}
    >
      {on ? '✓ ' : ''}
      {count === null
        ? msg(LABELS.buy.verifiedListings)
        : capped
          ? t('chips.verifiedCountAtLeast', { count })
          : t('chips.verifiedCount', { count })}
    </Link>
  )
}

type ResultsChipsProps = {
  total: number
  /** More matches than were counted: the total is shown as 'n+' (ADR 19). */
  totalCapped?: boolean
  verifiedCapped?: boolean
  /** Verified listings among the matches (/buy), null when not counted. */
  verified: number | null
  listingType: ListingType
  search: PropertySearch
  bbox: string | null
}

/**
 * Header chips of /buy ('{n} Properties Available', ...) and /rent ('{n} Rental Properties', ...).
 * On /buy the place chip names the chosen city or state, or the map area ('Multiple Locations' with
 * neither, spec 000), and the verified chip counts the verified matches and turns the filter on or off.
 */
export function ResultsChips({
  total,
  totalCapped = false,
  verified,
  verifiedCapped = false,
  listingType,
  search,
  bbox,
}: ResultsChipsProps) {
  const { t } = useTranslation('search')
  const msg = useMessage()
  const place = bbox ? t('chips.mapArea') : search.city || search.state || msg(LABELS.buy.multipleLocations)
  const chips =
    listingType === 'RENT'
      ? [
          t(totalCapped ? 'chips.rentalPropertiesAtLeast' : 'chips.rentalProperties', { count: total }),
          msg(LABELS.rent.primeLocations),
          msg(LABELS.rent.readyToMove),
        ]
      : [t(totalCapped ? 'chips.propertiesAvailableAtLeast' : 'chips.propertiesAvailable', { count: total }), place]
  return (
    <ul className="chips" aria-label={t('chips.label')}>
      {chips.map((c) => (
        <li key={c}>{c}</li>
      ))}
      {listingType === 'SALE' ? (
        <li>
          <VerifiedChip count={verified} capped={verifiedCapped} />
        </li>
      ) : null}
    </ul>
  )
}

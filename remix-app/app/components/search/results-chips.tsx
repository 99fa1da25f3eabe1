import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LABELS, type ListingType } from '@gruha/shared'
import { useMessage } from '~/i18n'

/** /buy's 'Verified Listings' chip: a link that turns the Verified filter (owner ID checked, issue 23) on or off. */
function VerifiedChip() {
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
      {msg(LABELS.buy.verifiedListings)}
    </Link>
  )
}

/** Header chips of /buy ('{n} Properties Available', ...) and /rent ('{n} Rental Properties', ...). */
export function ResultsChips({ total, listingType }: { total: number; listingType: ListingType }) {
  const { t } = useTranslation('search')
  const msg = useMessage()
  const chips =
    listingType === 'RENT'
      ? [t('chips.rentalProperties', { count: total }), msg(LABELS.rent.primeLocations), msg(LABELS.rent.readyToMove)]
      : [t('chips.propertiesAvailable', { count: total }), msg(LABELS.buy.multipleLocations)]
  return (
    <ul className="chips" aria-label={t('chips.label')}>
      {chips.map((c) => (
        <li key={c}>{c}</li>
      ))}
      {listingType === 'SALE' ? (
        <li>
          <VerifiedChip />
        </li>
      ) : null}
    </ul>
  )
}

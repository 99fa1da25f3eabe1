import { useTranslation } from 'react-i18next'
import { LABELS, type ListingType, type PropertySearch } from '@gruha/shared'
import { useMessage } from '~/i18n'

type ResultsChipsProps = {
  total: number
  /** Verified listings among the matches (/buy), null when not counted. */
  verified: number | null
  listingType: ListingType
  search: PropertySearch
  bbox: string | null
}

/**
 * Header chips of /buy ('{n} Properties Available', ...) and /rent ('{n} Rental Properties', ...).
 * On /buy the place chip names the chosen city or state, or the map area ('Multiple Locations' with
 * neither, spec 000), and the verified chip counts the verified matches ('{n} Verified Listings').
 */
export function ResultsChips({ total, verified, listingType, search, bbox }: ResultsChipsProps) {
  const { t } = useTranslation('search')
  const msg = useMessage()
  const place = bbox ? t('chips.mapArea') : search.city || search.state || msg(LABELS.buy.multipleLocations)
  const chips =
    listingType === 'RENT'
      ? [t('chips.rentalProperties', { count: total }), msg(LABELS.rent.primeLocations), msg(LABELS.rent.readyToMove)]
      : [
          t('chips.propertiesAvailable', { count: total }),
          place,
          verified === null ? msg(LABELS.buy.verifiedListings) : t('chips.verifiedCount', { count: verified }),
        ]
  return (
    <ul className="chips" aria-label={t('chips.label')}>
      {chips.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  )
}

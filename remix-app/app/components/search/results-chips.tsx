import { useTranslation } from 'react-i18next'
import { LABELS, type ListingType } from '@gruha/shared'
import { useMessage } from '~/i18n'

/** Header chips of /buy ('{n} Properties Available', ...) and /rent ('{n} Rental Properties', ...). */
export function ResultsChips({ total, listingType }: { total: number; listingType: ListingType }) {
  const { t } = useTranslation('search')
  const msg = useMessage()
  const chips =
    listingType === 'RENT'
      ? [t('chips.rentalProperties', { count: total }), msg(LABELS.rent.primeLocations), msg(LABELS.rent.readyToMove)]
      : [t('chips.propertiesAvailable', { count: total }), msg(LABELS.buy.multipleLocations), msg(LABELS.buy.verifiedListings)]
  return (
    <ul className="chips" aria-label={t('chips.label')}>
      {chips.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  )
}

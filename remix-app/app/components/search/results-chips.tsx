import { LABELS, type ListingType } from '@gruha/shared'

/** Header chips of /buy ('{n} Properties Available', ...) and /rent ('{n} Rental Properties', ...). */
export function ResultsChips({ total, listingType }: { total: number; listingType: ListingType }) {
  const chips =
    listingType === 'RENT'
      ? [LABELS.rent.rentalProperties(total), LABELS.rent.primeLocations, LABELS.rent.readyToMove]
      : [LABELS.buy.propertiesAvailable(total), LABELS.buy.multipleLocations, LABELS.buy.verifiedListings]
  return (
    <ul className="chips" aria-label="Summary">
      {chips.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  )
}

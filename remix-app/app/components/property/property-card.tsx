import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { formatINR, formatIndianNumber, formatRent, propertyTypeLabel } from '@gruha/shared'
import type { PropertyCard as PropertyCardData } from '@gruha/cms/services/properties/property-card'
import { PropertyImage } from './property-image'
import { AmenityIcon } from './amenity-icons'

export type { PropertyCardData }

export function cardPrice(card: Pick<PropertyCardData, 'listingType' | 'price' | 'monthlyRent'>): string {
  return card.listingType === 'RENT' ? formatRent(card.monthlyRent) : formatINR(card.price)
}

type PropertyCardProps = {
  card: PropertyCardData
  /** Part B's save heart goes here (rendered over the picture). */
  saveSlot?: ReactNode
}

/** A listing card (spec 000 "Filter panel and cards"); the whole card links to the canonical URL. */
export function PropertyCard({ card, saveSlot }: PropertyCardProps) {
  const location = [...new Set([card.locality, card.city, card.state].filter(Boolean))].join(', ')
  return (
    <article className="property-card" data-property-id={card.id}>
      <div className="property-card-media">
        <PropertyImage src={card.image?.url} alt={card.image?.alt ?? card.title} />
        {saveSlot ? <div className="property-card-save">{saveSlot}</div> : null}
      </div>
      <div className="property-card-body">
        <h3>
          <Link to={card.path} prefetch="intent">
            {card.title}
          </Link>
        </h3>
        <p className="property-card-price">{cardPrice(card)}</p>
        <p className="muted">{location}</p>
        <ul className="property-card-facts">
          <li>{propertyTypeLabel(card.propertyType)}</li>
          {card.bedrooms !== null ? <li>{card.bedrooms} Beds</li> : null}
          {card.bathrooms !== null ? <li>{card.bathrooms} Baths</li> : null}
          {card.areaSqft !== null ? <li>{formatIndianNumber(card.areaSqft)} sqft</li> : null}
        </ul>
        {card.iconAmenities.length ? (
          <div className="property-card-amenities">
            {card.iconAmenities.map((a) => (
              <AmenityIcon key={a} name={a} />
            ))}
          </div>
        ) : null}
        {card.firstSection ? (
          <p className="property-card-section">
            <strong>{card.firstSection.title}:</strong> {card.firstSection.content}
          </p>
        ) : null}
        <p className="property-card-description">{card.description}</p>
      </div>
    </article>
  )
}

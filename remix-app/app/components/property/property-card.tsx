import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatINR, formatRent, propertyTypeLabel, type SiteLocale } from '@gruha/shared'
import { useFormat, useMessage } from '~/i18n'
import type { PropertyCard as PropertyCardData } from '@gruha/cms/services/properties/property-card'
import { PropertyImage } from './property-image'
import { AmenityIcon } from './amenity-icons'

export type { PropertyCardData }

export function cardPrice(card: Pick<PropertyCardData, 'listingType' | 'price' | 'monthlyRent'>, locale: SiteLocale = 'en'): string {
  return card.listingType === 'RENT' ? formatRent(card.monthlyRent, locale) : formatINR(card.price, locale)
}

type PropertyCardProps = {
  card: PropertyCardData
  /** Part B's save heart goes here (rendered over the picture). */
  saveSlot?: ReactNode
}

/** A listing card (spec 000 "Filter panel and cards"); the whole card links to the canonical URL. */
export function PropertyCard({ card, saveSlot }: PropertyCardProps) {
  const { t } = useTranslation('property')
  const msg = useMessage()
  const f = useFormat()
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
        <p className="property-card-price">{cardPrice(card, f.locale)}</p>
        <p className="muted">{location}</p>
        <ul className="property-card-facts">
          <li>{msg(propertyTypeLabel(card.propertyType))}</li>
          {card.bedrooms !== null ? <li>{t('card.beds', { count: card.bedrooms })}</li> : null}
          {card.bathrooms !== null ? <li>{t('card.baths', { count: card.bathrooms })}</li> : null}
          {card.areaSqft !== null ? <li>{t('card.area', { area: f.number(card.areaSqft) })}</li> : null}
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

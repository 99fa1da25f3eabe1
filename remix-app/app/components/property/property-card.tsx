import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { useFormat, useMessage, useTranslation } from '~/i18n'
import { LABELS, formatINR, formatRent, propertyTypeLabel, type SiteLocale } from '@gruha/shared'
import type { PropertyCard as PropertyCardData } from '@gruha/cms/services/properties'
import { PropertyImage } from './property-image'
import { AmenityIcon } from './amenity-icons'
import { LastConfirmed, TrustBadges } from '~/components/trust/trust-badges'

export type { PropertyCardData }

export function cardPrice(card: Pick<PropertyCardData, 'listingType' | 'price' | 'monthlyRent'>, locale: SiteLocale = 'en'): string {
  return card.listingType === 'RENT' ? formatRent(card.monthlyRent, locale) : formatINR(card.price, locale)
}

type PropertyCardProps = {
  card: PropertyCardData
  /** Part B's save heart goes here (rendered over the picture). */
  saveSlot?: ReactNode
  /** The first card of a page: its picture loads at once, not lazily. */
  priority?: boolean
  /** The Compare button (compare-button.tsx), below the card's text. */
  compareSlot?: ReactNode
}

/**
 * A listing card (spec 000 "Filter panel and cards"); the whole card links to the canonical URL.
 * Like the portals' cards it also says who posted the listing, whether Gruha verified it, when it
 * was posted, its price per sq ft (per sq yd for plots) and how many more photos it has.
 */
export function PropertyCard({ card, saveSlot, priority = false, compareSlot }: PropertyCardProps) {
  const { t } = useTranslation('property')
  const msg = useMessage()
  const f = useFormat()
  const location = [...new Set([card.locality, card.city, card.state].filter(Boolean))].join(', ')
  return (
    <article className="property-card" data-property-id={card.id}>
      <div className="property-card-media">
        <PropertyImage src={card.image?.url} alt={card.image?.alt ?? card.title} loading={priority ? 'eager' : 'lazy'} />
        {saveSlot ? <div className="property-card-save">{saveSlot}</div> : null}
        {card.photoCount > 1 ? <span className="property-card-photos">{t('card.morePhotos', { count: card.photoCount - 1 })}</span> : null}
      </div>
      <div className="property-card-body">
        {card.postedBy || card.verified ? (
          <ul className="property-card-tags">
            {card.postedBy ? <li className="tag-posted-by">{t(card.postedBy === 'agent' ? 'card.agent' : 'card.owner')}</li> : null}
            {card.verified ? (
              <li className="tag-verified">
                <span aria-hidden="true">✓ </span>
                {msg(LABELS.property.verified)}
              </li>
            ) : null}
          </ul>
        ) : null}
        <h3>
          <Link to={card.path} prefetch="intent">
            {card.title}
          </Link>
        </h3>
        <p className="property-card-price">{cardPrice(card, f.locale)}</p>
        {card.rate ? <p className="property-card-rate">{f.rate(card.rate.amount, card.rate.unit)}</p> : null}
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
        {card.postedOn ? <p className="property-card-posted">{t('card.posted', { date: f.date(card.postedOn) })}</p> : null}
        <LastConfirmed at={card.lastConfirmedOn ?? null} className="property-card-confirmed" />
        {card.tiers?.length ? <TrustBadges tiers={card.tiers} /> : null}
        {compareSlot}
      </div>
    </article>
  )
}

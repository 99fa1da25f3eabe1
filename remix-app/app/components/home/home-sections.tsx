import { Link } from '@remix-run/react'
import type { ParseKeys } from 'i18next'
import { useMessage, useTranslation } from '~/i18n'
import { CITIES, CITY_GROUPS, LABELS, MARKETING_STATS, MESSAGES, POPULAR_SEARCHES, SUPPORT_PHONE } from '@gruha/shared'
import type { PropertyCardData } from '~/components/property/property-card'
import { PropertyCard } from '~/components/property/property-card'
import { SaveButton } from '~/components/saved/save-button'
import { SEARCH } from '~/i18n/namespaces/search'

export function FeaturedProperties({ cards, failed, savedIds }: { cards: PropertyCardData[]; failed: boolean; savedIds: number[] }) {
  const { t } = useTranslation(SEARCH)
  const msg = useMessage()
  return (
    <section className="home-section" aria-labelledby="featured-title">
      <div className="section-head">
        <h2 id="featured-title">{t('home.featured')}</h2>
        <Link to="/buy">{msg(LABELS.home.viewAllProperties)}</Link>
      </div>
      {failed ? (
        <p className="empty-state notice-error" role="alert">
          {msg(MESSAGES.browsing.featuredFailed)}
        </p>
      ) : cards.length === 0 ? (
        <p className="empty-state">{msg(MESSAGES.browsing.noFeatured)}</p>
      ) : (
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.id}>
              <PropertyCard card={card} saveSlot={<SaveButton propertyId={card.id} saved={savedIds.includes(card.id)} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function CallsToAction() {
  const { t } = useTranslation(SEARCH)
  const msg = useMessage()
  return (
    <section className="home-section cta-grid" aria-label={t('home.getStarted')}>
      <div className="detail-card">
        <h2>{t('home.lookingForHome')}</h2>
        <p className="muted">{t('home.lookingForHomeText')}</p>
        <Link className="button" to="/buy">
          {msg(LABELS.home.browseProperties)}
        </Link>
      </div>
      <div className="detail-card">
        <h2>{t('home.ownProperty')}</h2>
        <p className="muted">{t('home.ownPropertyText')}</p>
        <Link className="button" to="/sell">
          {msg(LABELS.home.listYourProperty)}
        </Link>
      </div>
    </section>
  )
}

export function WhyChooseUs() {
  const { t } = useTranslation(SEARCH)
  const stats = [
    { value: MARKETING_STATS.verifiedProperties, label: t('home.stats.verifiedProperties') },
    { value: MARKETING_STATS.cities, label: t('home.stats.cities') },
    { value: MARKETING_STATS.support, label: t('home.stats.support') },
  ]
  return (
    <section className="home-section" aria-labelledby="why-title">
      <h2 id="why-title">{t('home.whyChoose')}</h2>
      <div className="overview">
        {stats.map((s) => (
          <div key={s.label}>
            <strong>{s.value}</strong>
            {s.label}
          </div>
        ))}
      </div>
      <p className="muted">{t('home.whyChooseText', { phone: SUPPORT_PHONE })}</p>
    </section>
  )
}

export function BecomeAgent() {
  const { t } = useTranslation(SEARCH)
  const msg = useMessage()
  return (
    <section className="home-section detail-card" aria-labelledby="agent-title">
      <h2 id="agent-title">{msg(LABELS.home.becomeAgent)}</h2>
      <p className="muted">{t('home.becomeAgentText')}</p>
      <Link className="button" to="/agents">
        {msg(LABELS.home.enquireNow)}
      </Link>
    </section>
  )
}

export function PopularSearches() {
  const msg = useMessage()
  return (
    <section className="home-section" aria-labelledby="popular-title">
      <h2 id="popular-title">{msg(LABELS.home.popularSearches)}</h2>
      <ul className="category-grid">
        {POPULAR_SEARCHES.map((p) => (
          <li key={p.propertyType}>
            <Link to={`/buy?propertyType=${p.propertyType}`}>{msg(p.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

const GROUP_KEYS: Record<(typeof CITY_GROUPS)[number], ParseKeys<'search'>> = {
  'AP coastal': 'home.cityGroups.apCoastal',
  'AP inland': 'home.cityGroups.apInland',
  'Telangana central': 'home.cityGroups.telanganaCentral',
  'Telangana districts': 'home.cityGroups.telanganaDistricts',
}

export function SearchByCity() {
  const { t } = useTranslation(SEARCH)
  const msg = useMessage()
  return (
    <section className="home-section" aria-labelledby="cities-title">
      <h2 id="cities-title">{msg(LABELS.home.searchByCity)}</h2>
      <div className="city-groups">
        {CITY_GROUPS.map((group) => (
          <div key={group}>
            <h3>{t(GROUP_KEYS[group])}</h3>
            <ul>
              {CITIES.filter((c) => c.group === group).map((c) => (
                <li key={c.name}>
                  <Link to={`/buy?city=${encodeURIComponent(c.name)}`}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

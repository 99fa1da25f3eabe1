import { Link } from '@remix-run/react'
import { CITIES, CITY_GROUPS, LABELS, MARKETING_STATS, MESSAGES, POPULAR_SEARCHES, SUPPORT_PHONE } from '@gruha/shared'
import type { PropertyCardData } from '~/components/property/property-card'
import { PropertyCard } from '~/components/property/property-card'
import { SaveButton } from '~/components/saved/save-button'

export function FeaturedProperties({ cards, failed, savedIds }: { cards: PropertyCardData[]; failed: boolean; savedIds: number[] }) {
  return (
    <section className="home-section" aria-labelledby="featured-title">
      <div className="section-head">
        <h2 id="featured-title">Featured Properties</h2>
        <Link to="/buy">{LABELS.home.viewAllProperties}</Link>
      </div>
      {failed ? (
        <p className="empty-state notice-error" role="alert">
          {MESSAGES.browsing.featuredFailed}
        </p>
      ) : cards.length === 0 ? (
        <p className="empty-state">{MESSAGES.browsing.noFeatured}</p>
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
  return (
    <section className="home-section cta-grid" aria-label="Get started">
      <div className="detail-card">
        <h2>Looking for a home?</h2>
        <p className="muted">Browse verified listings with real prices, photos and locations.</p>
        <Link className="button" to="/buy">
          {LABELS.home.browseProperties}
        </Link>
      </div>
      <div className="detail-card">
        <h2>Own a property?</h2>
        <p className="muted">Listing is free and unlimited. Reach buyers and tenants across the region.</p>
        <Link className="button" to="/sell">
          {LABELS.home.listYourProperty}
        </Link>
      </div>
    </section>
  )
}

export function WhyChooseUs() {
  const stats = [
    { value: MARKETING_STATS.verifiedProperties, label: 'Verified Properties' },
    { value: MARKETING_STATS.cities, label: 'Cities' },
    { value: MARKETING_STATS.support, label: 'Support' },
  ]
  return (
    <section className="home-section" aria-labelledby="why-title">
      <h2 id="why-title">Why Choose Gruha</h2>
      <div className="overview">
        {stats.map((s) => (
          <div key={s.label}>
            <strong>{s.value}</strong>
            {s.label}
          </div>
        ))}
      </div>
      <p className="muted">
        Every listing is checked before it goes live, owners and agents are verified, and our team answers on {SUPPORT_PHONE}.
      </p>
    </section>
  )
}

export function BecomeAgent() {
  return (
    <section className="home-section detail-card" aria-labelledby="agent-title">
      <h2 id="agent-title">{LABELS.home.becomeAgent}</h2>
      <p className="muted">
        Graduates welcome: we provide training, you earn commission on every deal. And for every property sold, we plant a tree.
      </p>
      <Link className="button" to="/agents">
        {LABELS.home.enquireNow}
      </Link>
    </section>
  )
}

export function PopularSearches() {
  return (
    <section className="home-section" aria-labelledby="popular-title">
      <h2 id="popular-title">{LABELS.home.popularSearches}</h2>
      <ul className="category-grid">
        {POPULAR_SEARCHES.map((p) => (
          <li key={p.propertyType}>
            <Link to={`/buy?propertyType=${p.propertyType}`}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

const GROUP_TITLES: Record<(typeof CITY_GROUPS)[number], string> = {
  'AP coastal': 'Coastal Andhra Pradesh',
  'AP inland': 'Rayalaseema',
  'Telangana central': 'Central Telangana',
  'Telangana districts': 'Telangana Districts',
}

export function SearchByCity() {
  return (
    <section className="home-section" aria-labelledby="cities-title">
      <h2 id="cities-title">{LABELS.home.searchByCity}</h2>
      <div className="city-groups">
        {CITY_GROUPS.map((group) => (
          <div key={group}>
            <h3>{GROUP_TITLES[group]}</h3>
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

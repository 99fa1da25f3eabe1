import {
  type CARD_ICON_AMENITIES,
  LIMITS,
  TRUST_DEFAULTS,
  dayInIndia,
  isVerifiedListing,
  passedTiers,
  propertyPath,
  truncate,
  type ListingType,
  type PassedTier,
  type PropertyType,
} from '@gruha/shared'

/** What a listing card shows, nothing more: safe to send to the browser, and every byte goes into each results page. */
export type PropertyCard = {
  id: number
  title: string
  path: string
  listingType: ListingType
  propertyType: PropertyType
  price: number | null
  monthlyRent: number | null
  city: string
  state: string | null
  locality: string | null
  bedrooms: number | null
  bathrooms: number | null
  areaSqft: number | null
  /** The card's icon amenities present on this listing (Parking, Power Backup, Water). */
  iconAmenities: (typeof CARD_ICON_AMENITIES)[number][]
  firstSection: { title: string; content: string } | null
  description: string
  image: { url: string; alt: string } | null
  /** The spec's "Verified": at least the owner ID tier, not expired (issue 23). */
  verified: boolean
  /** The verification checks it has passed, each with its day in India ('YYYY-MM-DD', ADR 0011). */
  tiers: PassedTier[]
  /** The day in India ('YYYY-MM-DD') its owner last confirmed it is still available. */
  lastConfirmedOn: string | null
  /** Who put the listing up: its owner (a seller) or an agent; null when Gruha's staff did. */
  postedBy: 'owner' | 'agent' | null
  /** The day in India ('YYYY-MM-DD') it was posted. */
  postedOn: string | null
  /** All of its photos, the cover included ('+n photos' on the card). */
  photoCount: number
  /** The sale price per unit of area: per sq yd for plots and land (as they are sold in AP/TG), else per sq ft. */
  rate: { amount: number; unit: 'sqft' | 'sqyd' } | null
}

/** The columns a card reads; passed to Payload's `select` so nothing else leaves the database. */
export const PROPERTY_CARD_SELECT = {
  title: true,
  slug: true,
  listing_type: true,
  property_type: true,
  price: true,
  monthly_rent: true,
  city: true,
  state: true,
  district: true,
  mandal: true,
  bedrooms: true,
  bathrooms: true,
  area_sqft: true,
  amenities: true,
  parking_spaces: true,
  power_backup: true,
  water_availability: true,
  water_source: true,
  sections: true,
  description: true,
  images: true,
  verified: true,
  owner_id_checked_at: true,
  ownership_document_checked_at: true,
  visited_at: true,
  visit_note: true,
  last_confirmed_at: true,
  added_by_role: true,
  createdAt: true,
  rate_per_sqft: true,
  rate_per_sqyd: true,
  area_sqyd: true,
  plot_area_sqyd: true,
} as const

/** Only the fields of the first image that a card shows. */
// Payload builds `url` from `filename`, so both are selected.
export const CARD_MEDIA_POPULATE = {
  media: { url: true, filename: true, alt: true, sizes: { card: { url: true, filename: true } } },
} as const

type MediaLike = { url?: string | null; alt?: string | null; sizes?: { card?: { url?: string | null } | null } | null }

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)

/**
 * A timestamp as its day in India: cards show dates only, and twelve cards' instants were ~0.1 KB of a
 * compressed results page, which has no room for them (ADR 17).
 */
function dayOf(value: unknown): string | null {
  const text = str(value)
  const time = value instanceof Date ? value : text ? new Date(text) : null
  return time && !Number.isNaN(time.getTime()) ? dayInIndia(time) : null
}

function coverImage(images: unknown, title: string): PropertyCard['image'] {
  const first = Array.isArray(images) ? (images[0] as MediaLike | number | undefined) : undefined
  if (!first || typeof first !== 'object') return null
  const url = str(first.sizes?.card?.url) ?? str(first.url)
  return url ? { url, alt: str(first.alt) ?? title } : null
}

function iconAmenities(doc: Record<string, unknown>): PropertyCard['iconAmenities'] {
  const listed = Array.isArray(doc.amenities) ? doc.amenities.map((a) => String(a).toLowerCase()) : []
  const has = (word: string) => listed.some((a) => a.includes(word))
  const out: PropertyCard['iconAmenities'] = []
  if (has('parking') || (num(doc.parking_spaces) ?? 0) > 0) out.push('Parking')
  if (has('power backup') || doc.power_backup === true) out.push('Power Backup')
  if (has('water') || doc.water_availability === true || str(doc.water_source)) out.push('Water')
  return out
}

const POSTED_BY: Record<string, PropertyCard['postedBy']> = { seller: 'owner', agent: 'agent' }

const SQFT_PER_SQYD = 9

/** Land is priced per square yard (గజం); everything else per square foot. */
const PER_SQYD: readonly string[] = ['plot', 'land']

/** The listing's own rate when it gives one, else its price over its area; sale listings only. */
function rateOf(doc: Record<string, unknown>): PropertyCard['rate'] {
  const price = num(doc.price)
  if (doc.listing_type === 'RENT' || !price || price <= 0) return null
  const sqyd = PER_SQYD.includes(String(doc.property_type))
  const sqft = num(doc.area_sqft)
  const [rate, area] = sqyd
    ? [num(doc.rate_per_sqyd), num(doc.plot_area_sqyd) ?? num(doc.area_sqyd) ?? (sqft ? sqft / SQFT_PER_SQYD : null)]
    : [num(doc.rate_per_sqft), sqft]
  const amount = rate && rate > 0 ? rate : area && area > 0 ? price / area : null
  return amount ? { amount: Math.round(amount), unit: sqyd ? 'sqyd' : 'sqft' } : null
}

/** How the tiers are judged: their validity (site settings) at a moment. */
export type TrustClock = { validMonths: number; now?: Date }

/** The tiers a listing read with PROPERTY_CARD_SELECT has passed and that still count. */
export function listingTiers(
  doc: { owner_id_checked_at?: unknown; ownership_document_checked_at?: unknown; visited_at?: unknown; visit_note?: unknown },
  clock: TrustClock = { validMonths: TRUST_DEFAULTS.verification_valid_months },
) {
  return passedTiers(
    {
      owner_id_checked_at: str(doc.owner_id_checked_at),
      ownership_document_checked_at: str(doc.ownership_document_checked_at),
      visited_at: str(doc.visited_at),
      visit_note: str(doc.visit_note),
    },
    clock.now ?? new Date(),
    clock.validMonths,
  )
}

/** Maps a listing read with PROPERTY_CARD_SELECT (depth 1) to its card. */
export function toPropertyCard(doc: Record<string, unknown>, clock?: TrustClock): PropertyCard {
  const title = String(doc.title ?? '')
  const tiers = listingTiers(doc, clock)
  const sections = Array.isArray(doc.sections) ? (doc.sections as { title?: unknown; content?: unknown }[]) : []
  const section = sections[0]
  return {
    id: Number(doc.id),
    title,
    path: propertyPath({ id: doc.id as number, title, slug: str(doc.slug) }),
    listingType: doc.listing_type === 'RENT' ? 'RENT' : 'SALE',
    propertyType: doc.property_type as PropertyType,
    price: num(doc.price),
    monthlyRent: num(doc.monthly_rent),
    city: String(doc.city ?? ''),
    state: str(doc.state),
    locality: str(doc.mandal) ?? str(doc.district),
    bedrooms: num(doc.bedrooms),
    bathrooms: num(doc.bathrooms),
    areaSqft: num(doc.area_sqft),
    iconAmenities: iconAmenities(doc),
    firstSection: section
      ? { title: String(section.title ?? ''), content: truncate(str(section.content) ?? '', LIMITS.cardTextChars) }
      : null,
    description: truncate(str(doc.description) ?? '', LIMITS.cardTextChars),
    image: coverImage(doc.images, title),
    verified: isVerifiedListing(tiers),
    tiers: tiers.map((tier) => ({ ...tier, date: dayOf(tier.date) ?? tier.date })),
    lastConfirmedOn: dayOf(doc.last_confirmed_at),
    postedBy: POSTED_BY[String(doc.added_by_role)] ?? null,
    postedOn: dayOf(doc.createdAt),
    photoCount: Array.isArray(doc.images) ? doc.images.length : 0,
    rate: rateOf(doc),
  }
}

/**
 * The detail page's view of a listing (spec 000 "Property detail page"): the rows of the
 * 'Property Details' panel by type, the highlights, amenities with the spec's defaults. Pure, so
 * the loader sends only what the page shows.
 */
import {
  COMMERCIAL_SUBTYPE_LABELS,
  DEFAULT_DISPLAY_AMENITIES,
  DEFAULT_NEARBY_HIGHLIGHTS,
  FACING_LABELS,
  LAND_TYPE_LABELS,
  PROPERTY_DISPLAY_DEFAULTS,
  SOIL_TYPE_LABELS,
  formatCompactINR,
  formatDate,
  formatINR,
  formatIndianNumber,
  formatRent,
  isOneOf,
  propertyTypeLabel,
  type PropertyType,
} from '@gruha/shared'
import type { ParseKeys, TFunction } from 'i18next'
import type { Media, Property } from '@gruha/cms/types'
import { translateMessage } from '~/i18n'
import { ownPdf, type SiteLocale } from '@gruha/shared'

export type Row = { label: string; value: string }
/** `srcSet` offers the 768 px card variant beside the large one, so a phone downloads the smaller. */
export type Photo = { url: string; srcSet: string | null; thumb: string; alt: string }
export type Section = { title: string; content: string; pdf: string | null }

export type PropertyView = {
  id: number
  customId: string | null
  title: string
  slug: string | null
  description: string
  listingType: 'SALE' | 'RENT'
  propertyType: PropertyType
  typeLabel: string
  status: string
  featured: boolean
  verified: boolean
  address: string
  city: string
  state: string | null
  zip: string | null
  latitude: number | null
  longitude: number | null
  photos: Photo[]
  sections: Section[]
  amenitiesTitle: string
  amenities: string[]
  nearby: string[]
  details: Row[]
  priceRows: Row[]
  priceLabel: string
  highlights: string[]
  amount: number | null
  createdAt: string
  updatedAt: string
}

/**
 * The language of the view: `t` on the property and messages catalogues, and the locale for ₹ and
 * numbers. Row labels are looked up as `view.<English label>`; option labels through messages.
 */
type Lang = { t: TFunction<readonly ['property', 'messages']>; locale: SiteLocale }
// Set by toPropertyView, which is synchronous, so one request never sees another's language.
let lang: Lang
const L = (en: string) => lang.t(`view.${en}`, { ns: 'property', defaultValue: en })
const M = (en: string) => translateMessage(lang.t, en)
const yes = (v: boolean | null | undefined) => L(v ? 'Yes' : 'No')
const sqft = (n: number | null | undefined) =>
  n ? lang.t('card.area', { ns: 'property', area: formatIndianNumber(n, lang.locale) }) : null
const inr = (n: number) => formatINR(n, lang.locale)
const perMonth = (n: number) => formatRent(n, lang.locale)

function rows(entries: [string, string | number | null | undefined][]): Row[] {
  return entries
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([label, v]) => ({ label: L(label), value: typeof v === 'number' ? formatIndianNumber(v, lang.locale) : v! }))
}

/**
 * A section shows a PDF in a frame only when it is a file uploaded to Gruha: its listing-files
 * upload, or a link to a PDF on our own origins (ownPdf). An outside URL is never embedded.
 */
function pdfOf(document: unknown, content: string, ownOrigins: readonly string[]): string | null {
  if (document && typeof document === 'object' && 'url' in document && typeof document.url === 'string' && document.url) return document.url
  return ownPdf(content, ownOrigins)?.url ?? null
}

type MediaSize = { url?: string | null; width?: number | null } | null | undefined

/** A srcset of the variants whose URL and width are known, or null when fewer than two are. */
function srcSetOf(variants: MediaSize[]): string | null {
  const known = variants.filter((v): v is { url: string; width: number } => Boolean(v?.url && v.width))
  return known.length > 1 ? known.map((v) => `${v.url} ${v.width}w`).join(', ') : null
}

function photos(images: Property['images'], title: string): Photo[] {
  return (images ?? [])
    .filter((m): m is Media => typeof m === 'object' && m !== null && Boolean(m.url))
    .map((m) => ({
      url: m.sizes?.large?.url ?? m.url!,
      srcSet: srcSetOf([m.sizes?.card, m.sizes?.large?.url ? m.sizes.large : m]),
      thumb: m.sizes?.thumbnail?.url ?? m.url!,
      alt: m.alt ?? title,
    }))
}

const facingLabel = (p: Property) =>
  p.facing
    ? M(FACING_LABELS[p.facing])
    : p.property_type === 'independent_house' || p.property_type === 'villa'
      ? M(PROPERTY_DISPLAY_DEFAULTS.houseFacing)
      : null

function detailRows(p: Property): Row[] {
  const common: [string, string | number | null | undefined][] = [
    ['Property ID', p.custom_id],
    ['Property Type', M(propertyTypeLabel(p.property_type))],
    ['Listing', L(p.listing_type === 'RENT' ? 'For Rent' : 'For Sale')],
  ]
  const rera: [string, string | number | null | undefined][] = [
    ['RERA Number', p.rera_number || M(PROPERTY_DISPLAY_DEFAULTS.reraNumber)],
    ['Legal Status', p.legal_status],
  ]
  switch (p.property_type) {
    case 'land':
    case 'plot':
    case 'farm_house':
      return rows([
        ...common,
        ['Land Type', p.land_type ? M(LAND_TYPE_LABELS[p.land_type]) : null],
        ['Plot Area', sqft(p.plot_area_sqft ?? p.area_sqft)],
        ['Plot Area (sq yd)', p.plot_area_sqyd ?? p.area_sqyd],
        ['Area (acres)', p.area_acres],
        ['Dimensions', p.plot_dimensions],
        ['Facing', facingLabel(p)],
        ['Road Access', yes(p.road_access)],
        ['Corner Plot', yes(p.corner_plot)],
        ['Boundary Fencing', yes(p.boundary_fencing)],
        ['Soil Type', p.soil_type ? M(SOIL_TYPE_LABELS[p.soil_type]) : null],
        ['Water Source', p.water_source],
        ...(p.property_type === 'farm_house'
          ? ([
              ['Bedrooms', p.bedrooms],
              ['Bathrooms', p.bathrooms],
            ] as [string, number | null | undefined][])
          : []),
        ...rera,
      ])
    case 'commercial':
      return rows([
        ...common,
        ['Commercial Type', p.commercial_subtype ? M(COMMERCIAL_SUBTYPE_LABELS[p.commercial_subtype]) : null],
        ['Area', sqft(p.area_sqft)],
        ['Carpet Area', sqft(p.carpet_area_sqft)],
        ['Floor', p.floor || M(PROPERTY_DISPLAY_DEFAULTS.floor)],
        ['Total Floors', p.total_floors_building ?? p.total_floors],
        ['Washrooms', p.washrooms],
        ['Parking Spaces', p.parking_spaces],
        ['Furnishing', p.furnishing_status ? M(p.furnishing_status) : null],
        ['Facing', facingLabel(p)],
        ...rera,
      ])
    case 'independent_house':
    case 'villa':
      return rows([
        ...common,
        ['Bedrooms', p.bedrooms],
        ['Bathrooms', p.bathrooms],
        ['Balconies', p.balconies],
        ['Built-up Area', sqft(p.built_up_area_sqft ?? p.area_sqft)],
        ['Plot Area', sqft(p.plot_area_sqft)],
        ['Floors', p.floor_count ?? p.total_floors],
        ['Facing', facingLabel(p)],
        ['Furnishing', p.furnishing_status ? M(p.furnishing_status) : null],
        ['Parking Spaces', p.parking_spaces],
        ...rera,
      ])
    default:
      return rows([
        ...common,
        ['Configuration', p.bhk_config],
        ['Bedrooms', p.bedrooms],
        ['Bathrooms', p.bathrooms],
        ['Balconies', p.balconies],
        ['Area', sqft(p.area_sqft)],
        ['Carpet Area', sqft(p.carpet_area_sqft)],
        ['Floor', p.floor || M(PROPERTY_DISPLAY_DEFAULTS.floor)],
        ['Total Floors', p.total_floors_building ?? p.total_floors],
        ['Facing', facingLabel(p)],
        ['Furnishing', p.furnishing_status ? M(p.furnishing_status) : null],
        ['Community', p.community_type],
        ['Lift', yes(p.lift_available)],
        ...rera,
      ])
  }
}

function priceRows(p: Property): Row[] {
  if (p.listing_type === 'RENT') {
    return rows([
      ['Monthly Rent', p.monthly_rent ? perMonth(p.monthly_rent) : null],
      ['Security Deposit', p.security_deposit ? inr(p.security_deposit) : null],
      ['Maintenance', p.maintenance_charges ? perMonth(p.maintenance_charges) : null],
      ['Available From', p.available_from ? formatDate(p.available_from.slice(0, 10), lang.locale) : null],
    ])
  }
  return rows([
    ['Price', p.price ? `${inr(p.price)} (${formatCompactINR(p.price, lang.locale)})` : null],
    ['Rate per sqft', p.rate_per_sqft ? inr(p.rate_per_sqft) : null],
    ['Rate per sq yd', p.rate_per_sqyd ? inr(p.rate_per_sqyd) : null],
    ['Maintenance', p.maintenance_charges ? perMonth(p.maintenance_charges) : null],
    ['Possession', p.possession_date ? formatDate(p.possession_date.slice(0, 10), lang.locale) : null],
  ])
}

/** Amenities by type (spec 000): land and plot show utilities; commercial its services; others the list. */
function amenities(p: Property): { title: string; items: string[] } {
  if (p.property_type === 'land' || p.property_type === 'plot') {
    const available = (v: unknown) => L(v ? 'Available' : 'Not Available')
    return {
      title: L('Utilities'),
      items: [
        `${L('Electricity')}: ${available(p.electricity_available || p.electricity_availability)}`,
        `${L('Water Source')}: ${p.water_source || L('Not Available')}`,
        `${L('Road Access')}: ${yes(p.road_access)}`,
      ],
    }
  }
  if (p.property_type === 'commercial') {
    const available = (v: unknown) => L(v ? 'Available' : 'Not Available')
    return {
      title: L('Building Services'),
      items: [
        `${L('Lift')}: ${available(p.lift_available)}`,
        `${L('Power Backup')}: ${available(p.power_backup)}`,
        `${L('Parking Spaces')}: ${p.parking_spaces ?? 0}`,
      ],
    }
  }
  const list = p.amenities?.filter(Boolean) ?? []
  return { title: L('Amenities'), items: (list.length ? list : [...DEFAULT_DISPLAY_AMENITIES]).map(M) }
}

/** A key of the `highlights` group, without its prefix ('verified', 'parkingSpaces'). */
type HighlightKey = ParseKeys<'property'> extends infer K ? (K extends `highlights.${infer Key}` ? Key : never) : never

function highlights(p: Property): string[] {
  const out: string[] = []
  const H = (key: HighlightKey, values?: Record<string, unknown>) => lang.t(`highlights.${key}`, { ns: 'property', ...values })
  if (p.verified) out.push(H('verified'))
  if (p.rera_number) out.push(H('rera', { number: p.rera_number }))
  switch (p.property_type) {
    case 'land':
    case 'plot':
    case 'farm_house':
      if (p.corner_plot) out.push(H('cornerPlot'))
      if (p.boundary_fencing) out.push(H('boundaryFencing'))
      if (p.road_access) out.push(H('roadAccess'))
      if (p.land_type) out.push(H('landType', { type: M(LAND_TYPE_LABELS[p.land_type]) }))
      break
    case 'commercial':
      if (p.commercial_subtype) out.push(H('commercialSpace', { type: M(COMMERCIAL_SUBTYPE_LABELS[p.commercial_subtype]) }))
      if (p.lift_available) out.push(H('liftAccess'))
      if (p.power_backup) out.push(H('powerBackup'))
      if (p.parking_spaces) out.push(H('parkingSpaces', { count: p.parking_spaces }))
      break
    default:
      if (p.bhk_config) out.push(p.bhk_config)
      if (p.furnishing_status) out.push(M(p.furnishing_status))
      if (p.private_garden) out.push(H('privateGarden'))
      if (p.lift_available) out.push(H('liftAvailable'))
      for (const f of p.gated_community_features ?? []) out.push(f)
  }
  const facing = facingLabel(p)
  if (facing) out.push(H('facing', { facing }))
  for (const t of p.nearby_transport ?? []) out.push(t)
  return [...new Set(out)]
}

/**
 * The page's view of a listing, with its chrome in the visitor's language (owner's text as written).
 * `ownOrigins`: the site's and the CMS's origins, where uploaded PDFs live.
 */
export function toPropertyView(p: Property, language: Lang, ownOrigins: readonly string[] = []): PropertyView {
  lang = language
  const a = amenities(p)
  const propertyType = isOneOf(
    ['standalone_apartment', 'gated_apartment', 'independent_house', 'villa', 'commercial', 'land', 'plot', 'farm_house'] as const,
    p.property_type,
  )
    ? p.property_type
    : 'standalone_apartment'
  return {
    id: p.id,
    customId: p.custom_id ?? null,
    title: p.title,
    slug: p.slug ?? null,
    description: p.description,
    listingType: p.listing_type,
    propertyType,
    typeLabel: M(propertyTypeLabel(p.property_type)),
    status: p.status,
    featured: Boolean(p.featured),
    verified: Boolean(p.verified),
    address: p.address,
    city: p.city,
    state: p.state ?? null,
    zip: p.zip_code ?? null,
    latitude: typeof p.latitude === 'number' ? p.latitude : null,
    longitude: typeof p.longitude === 'number' ? p.longitude : null,
    photos: photos(p.images, p.title),
    sections: (p.sections ?? []).map((s) => ({
      title: s.title,
      content: s.content ?? '',
      pdf: pdfOf(s.document, s.content ?? '', ownOrigins),
    })),
    amenitiesTitle: a.title,
    amenities: a.items,
    nearby: p.nearby_highlights?.length ? p.nearby_highlights : DEFAULT_NEARBY_HIGHLIGHTS.map(M),
    details: detailRows(p),
    priceRows: priceRows(p),
    priceLabel: p.listing_type === 'RENT' ? formatRent(p.monthly_rent, lang.locale) : formatINR(p.price, lang.locale),
    highlights: highlights(p),
    amount: p.listing_type === 'RENT' ? (p.monthly_rent ?? null) : (p.price ?? null),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }
}

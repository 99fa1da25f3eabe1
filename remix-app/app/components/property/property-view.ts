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
  formatINR,
  formatIndianNumber,
  formatRent,
  isOneOf,
  propertyTypeLabel,
  type PropertyType,
} from '@gruha/shared'
import type { Media, Property } from '@gruha/cms/payload-types'

export type Row = { label: string; value: string }
export type Photo = { url: string; thumb: string; alt: string }
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

const yes = (v: boolean | null | undefined) => (v ? 'Yes' : 'No')
const sqft = (n: number | null | undefined) => (n ? `${formatIndianNumber(n)} sqft` : null)

function rows(entries: [string, string | number | null | undefined][]): Row[] {
  return entries
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([label, v]) => ({ label, value: typeof v === 'number' ? formatIndianNumber(v) : v! }))
}

/** A section shows its PDF in a frame when the content is a link ending in .pdf (http(s) or site path only). */
function pdfOf(content: string): string | null {
  const t = content.trim()
  if (!/\.pdf(\?.*)?$/i.test(t)) return null
  return /^https?:\/\/\S+$/i.test(t) || /^\/[^/\\]\S*$/.test(t) ? t : null
}

function photos(images: Property['images'], title: string): Photo[] {
  return (images ?? [])
    .filter((m): m is Media => typeof m === 'object' && m !== null && Boolean(m.url))
    .map((m) => ({
      url: m.sizes?.large?.url ?? m.url!,
      thumb: m.sizes?.thumbnail?.url ?? m.url!,
      alt: m.alt ?? title,
    }))
}

const facingLabel = (p: Property) =>
  p.facing
    ? FACING_LABELS[p.facing]
    : p.property_type === 'independent_house' || p.property_type === 'villa'
      ? PROPERTY_DISPLAY_DEFAULTS.houseFacing
      : null

function detailRows(p: Property): Row[] {
  const common: [string, string | number | null | undefined][] = [
    ['Property ID', p.custom_id],
    ['Property Type', propertyTypeLabel(p.property_type)],
    ['Listing', p.listing_type === 'RENT' ? 'For Rent' : 'For Sale'],
  ]
  const rera: [string, string | number | null | undefined][] = [
    ['RERA Number', p.rera_number || PROPERTY_DISPLAY_DEFAULTS.reraNumber],
    ['Legal Status', p.legal_status],
  ]
  switch (p.property_type) {
    case 'land':
    case 'plot':
    case 'farm_house':
      return rows([
        ...common,
        ['Land Type', p.land_type ? LAND_TYPE_LABELS[p.land_type] : null],
        ['Plot Area', sqft(p.plot_area_sqft ?? p.area_sqft)],
        ['Plot Area (sq yd)', p.plot_area_sqyd ?? p.area_sqyd],
        ['Area (acres)', p.area_acres],
        ['Dimensions', p.plot_dimensions],
        ['Facing', facingLabel(p)],
        ['Road Access', yes(p.road_access)],
        ['Corner Plot', yes(p.corner_plot)],
        ['Boundary Fencing', yes(p.boundary_fencing)],
        ['Soil Type', p.soil_type ? SOIL_TYPE_LABELS[p.soil_type] : null],
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
        ['Commercial Type', p.commercial_subtype ? COMMERCIAL_SUBTYPE_LABELS[p.commercial_subtype] : null],
        ['Area', sqft(p.area_sqft)],
        ['Carpet Area', sqft(p.carpet_area_sqft)],
        ['Floor', p.floor || PROPERTY_DISPLAY_DEFAULTS.floor],
        ['Total Floors', p.total_floors_building ?? p.total_floors],
        ['Washrooms', p.washrooms],
        ['Parking Spaces', p.parking_spaces],
        ['Furnishing', p.furnishing_status],
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
        ['Furnishing', p.furnishing_status],
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
        ['Floor', p.floor || PROPERTY_DISPLAY_DEFAULTS.floor],
        ['Total Floors', p.total_floors_building ?? p.total_floors],
        ['Facing', facingLabel(p)],
        ['Furnishing', p.furnishing_status],
        ['Community', p.community_type],
        ['Lift', yes(p.lift_available)],
        ...rera,
      ])
  }
}

function priceRows(p: Property): Row[] {
  if (p.listing_type === 'RENT') {
    return rows([
      ['Monthly Rent', p.monthly_rent ? formatRent(p.monthly_rent) : null],
      ['Security Deposit', p.security_deposit ? formatINR(p.security_deposit) : null],
      ['Maintenance', p.maintenance_charges ? `${formatINR(p.maintenance_charges)}/month` : null],
      ['Available From', p.available_from ? p.available_from.slice(0, 10) : null],
    ])
  }
  return rows([
    ['Price', p.price ? `${formatINR(p.price)} (${formatCompactINR(p.price)})` : null],
    ['Rate per sqft', p.rate_per_sqft ? formatINR(p.rate_per_sqft) : null],
    ['Rate per sq yd', p.rate_per_sqyd ? formatINR(p.rate_per_sqyd) : null],
    ['Maintenance', p.maintenance_charges ? `${formatINR(p.maintenance_charges)}/month` : null],
    ['Possession', p.possession_date ? p.possession_date.slice(0, 10) : null],
  ])
}

/** Amenities by type (spec 000): land and plot show utilities; commercial its services; others the list. */
function amenities(p: Property): { title: string; items: string[] } {
  if (p.property_type === 'land' || p.property_type === 'plot') {
    return {
      title: 'Utilities',
      items: [
        `Electricity: ${p.electricity_available || p.electricity_availability ? 'Available' : 'Not Available'}`,
        `Water Source: ${p.water_source || 'Not Available'}`,
        `Road Access: ${p.road_access ? 'Yes' : 'No'}`,
      ],
    }
  }
  if (p.property_type === 'commercial') {
    return {
      title: 'Building Services',
      items: [
        `Lift: ${p.lift_available ? 'Available' : 'Not Available'}`,
        `Power Backup: ${p.power_backup ? 'Available' : 'Not Available'}`,
        `Parking Spaces: ${p.parking_spaces ?? 0}`,
      ],
    }
  }
  const list = p.amenities?.filter(Boolean) ?? []
  return { title: 'Amenities', items: list.length ? list : [...DEFAULT_DISPLAY_AMENITIES] }
}

function highlights(p: Property): string[] {
  const out: string[] = []
  if (p.verified) out.push('Verified listing')
  if (p.rera_number) out.push(`RERA registered (${p.rera_number})`)
  switch (p.property_type) {
    case 'land':
    case 'plot':
    case 'farm_house':
      if (p.corner_plot) out.push('Corner plot')
      if (p.boundary_fencing) out.push('Boundary fencing')
      if (p.road_access) out.push('Road access')
      if (p.land_type) out.push(`${LAND_TYPE_LABELS[p.land_type]} land`)
      break
    case 'commercial':
      if (p.commercial_subtype) out.push(`${COMMERCIAL_SUBTYPE_LABELS[p.commercial_subtype]} space`)
      if (p.lift_available) out.push('Lift access')
      if (p.power_backup) out.push('Power backup')
      if (p.parking_spaces) out.push(`${p.parking_spaces} parking spaces`)
      break
    default:
      if (p.bhk_config) out.push(p.bhk_config)
      if (p.furnishing_status) out.push(p.furnishing_status)
      if (p.private_garden) out.push('Private garden')
      if (p.lift_available) out.push('Lift available')
      for (const f of p.gated_community_features ?? []) out.push(f)
  }
  const facing = facingLabel(p)
  if (facing) out.push(`${facing} facing`)
  for (const t of p.nearby_transport ?? []) out.push(t)
  return [...new Set(out)]
}

export function toPropertyView(p: Property): PropertyView {
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
    typeLabel: propertyTypeLabel(p.property_type),
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
    sections: (p.sections ?? []).map((s) => ({ title: s.title, content: s.content ?? '', pdf: pdfOf(s.content ?? '') })),
    amenitiesTitle: a.title,
    amenities: a.items,
    nearby: p.nearby_highlights?.length ? p.nearby_highlights : [...DEFAULT_NEARBY_HIGHLIGHTS],
    details: detailRows(p),
    priceRows: priceRows(p),
    priceLabel: p.listing_type === 'RENT' ? formatRent(p.monthly_rent) : formatINR(p.price),
    highlights: highlights(p),
    amount: p.listing_type === 'RENT' ? (p.monthly_rent ?? null) : (p.price ?? null),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }
}

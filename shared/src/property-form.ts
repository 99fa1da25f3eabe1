/**
 * The add / edit property form, described once for every screen that shows it: the console's
 * Add Property (two steps) and Edit Property (spec 002 sections 2, 3 and 5) and the member
 * site's /add-property (spec 001). Each screen renders these definitions with its own widgets;
 * the values are checked by `propertyInputSchema` (schemas/property.ts) on both sides.
 *
 * - `PROPERTY_FIELDS`: every field's label, input kind and choices.
 * - `PROPERTY_TYPE_DETAIL_FIELDS`: which type-specific fields each of the 8 property types shows.
 * - `propertyFormSections(type, listing, audience)`: the sections and fields to show, in order,
 *   with the spec's rules applied (price for SALE, rent and deposit for RENT, plot hides rooms and
 *   amenities, plot area required for land, plot and farm house, land and plot are sale-only).
 */
import {
  AMENITIES,
  COMMERCIAL_SUBTYPES,
  COMMERCIAL_SUBTYPE_LABELS,
  FACING,
  FACING_LABELS,
  FURNISHING_STATUSES,
  FURNISHING_STATUS_LABELS,
  LAND_TYPES,
  LAND_TYPE_LABELS,
  LISTING_TYPES,
  LISTING_TYPE_LABELS,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  SOIL_TYPES,
  SOIL_TYPE_LABELS,
  type ListingType,
  type PropertyType,
} from './constants'
import { hidesRooms, isSaleOnlyType, requiresPlotArea } from './options'
import type { PropertyInputBase } from './schemas/property'

export type PropertyFieldName = keyof PropertyInputBase

/**
 * How a field is entered:
 * text / textarea; decimal (prices, areas) and integer (counts), parsed to a number or null;
 * select (one of `choices`); boolean (a checkbox); date ('YYYY-MM-DD'); tags (free text list);
 * checklist (several of `choices`).
 */
export type PropertyFieldKind = 'text' | 'textarea' | 'decimal' | 'integer' | 'select' | 'boolean' | 'date' | 'tags' | 'checklist'

export interface PropertyFieldChoice {
  value: string
  label: string
}

export interface PropertyFieldDef {
  name: PropertyFieldName
  label: string
  kind: PropertyFieldKind
  choices?: readonly PropertyFieldChoice[]
  placeholder?: string
  /** Money in rupees (shown with ₹). */
  money?: boolean
}

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>): PropertyFieldChoice[] =>
  values.map((value) => ({ value, label: labels[value] }))

/** Spec 002 lists only the four cardinal directions for the admin form. */
const ADMIN_FACING = FACING.filter((f) => f === 'east' || f === 'west' || f === 'north' || f === 'south')
/** Spec 002 §9: Unfurnished (default), Semi Furnished, Fully Furnished (stored in the canonical spelling). */
const FURNISHING_FORM_LABELS: Record<(typeof FURNISHING_STATUSES)[number], string> = {
  ...FURNISHING_STATUS_LABELS,
  'Semi-Furnished': 'Semi Furnished',
  'Fully-Furnished': 'Fully Furnished',
}
/** Spec 002 §9: office, retail, warehouse, showroom. */
const ADMIN_COMMERCIAL_SUBTYPES = COMMERCIAL_SUBTYPES.filter(
  (s) => s === 'office' || s === 'retail' || s === 'warehouse' || s === 'showroom',
)

const field = (
  name: PropertyFieldName,
  label: string,
  kind: PropertyFieldKind,
  extra: Partial<PropertyFieldDef> = {},
): PropertyFieldDef => ({
  name,
  label,
  kind,
  ...extra,
})

/** Every field of the property form (spec 002 §3), by name. */
export const PROPERTY_FIELDS = {
  // Basic Information
  title: field('title', 'Property Title', 'text'),
  description: field('description', 'Description', 'textarea'),
  property_type: field('property_type', 'Property Type', 'select', { choices: choices(PROPERTY_TYPES, PROPERTY_TYPE_LABELS) }),
  listing_type: field('listing_type', 'Listing Type', 'select', { choices: choices(LISTING_TYPES, LISTING_TYPE_LABELS) }),
  area_sqft: field('area_sqft', 'Area (sqft)', 'decimal'),
  area_sqyd: field('area_sqyd', 'Area (sqyd)', 'decimal'),

  // Type-specific details
  bedrooms: field('bedrooms', 'Bedrooms', 'integer'),
  bathrooms: field('bathrooms', 'Bathrooms', 'integer'),
  balconies: field('balconies', 'Balconies', 'integer'),
  washrooms: field('washrooms', 'Washrooms', 'integer'),
  bhk_config: field('bhk_config', 'BHK Configuration', 'text', { placeholder: 'e.g. 2BHK' }),
  apartment_type: field('apartment_type', 'Apartment Type', 'text'),
  community_type: field('community_type', 'Community Type', 'text'),
  gated_community_features: field('gated_community_features', 'Gated Community Features', 'tags', {
    placeholder: 'e.g. Clubhouse, 24x7 Security',
  }),
  visitor_parking: field('visitor_parking', 'Visitor Parking', 'boolean'),
  carpet_area_sqft: field('carpet_area_sqft', 'Carpet Area (sqft)', 'decimal'),
  built_up_area_sqft: field('built_up_area_sqft', 'Built-up Area (sqft)', 'decimal'),
  plot_area_sqft: field('plot_area_sqft', 'Plot Area (sqft)', 'decimal'),
  plot_area_sqyd: field('plot_area_sqyd', 'Plot Area (sqyd)', 'decimal'),
  area_acres: field('area_acres', 'Area (acres)', 'decimal'),
  plot_dimensions: field('plot_dimensions', 'Plot Dimensions', 'text', { placeholder: 'e.g. 40 x 60 ft' }),
  floor: field('floor', 'Floor', 'text', { placeholder: 'e.g. Ground Floor, 3rd' }),
  total_floors: field('total_floors', 'Total Floors', 'integer'),
  floor_count: field('floor_count', 'Number of Floors', 'integer'),
  parking_spaces: field('parking_spaces', 'Parking Spaces', 'integer'),
  lift_available: field('lift_available', 'Lift Available', 'boolean'),
  power_backup: field('power_backup', 'Power Backup', 'boolean'),
  private_garden: field('private_garden', 'Private Garden', 'boolean'),
  private_driveway: field('private_driveway', 'Private Driveway', 'boolean'),
  facing: field('facing', 'Facing', 'select', { choices: choices(ADMIN_FACING, FACING_LABELS) }),
  furnishing_status: field('furnishing_status', 'Furnishing Status', 'select', {
    choices: choices(FURNISHING_STATUSES, FURNISHING_FORM_LABELS),
  }),
  commercial_subtype: field('commercial_subtype', 'Commercial Type', 'select', {
    choices: choices(ADMIN_COMMERCIAL_SUBTYPES, COMMERCIAL_SUBTYPE_LABELS),
  }),
  nearby_business_hubs: field('nearby_business_hubs', 'Nearby Business Hubs', 'tags'),
  nearby_transport: field('nearby_transport', 'Nearby Transport', 'tags'),
  land_type: field('land_type', 'Land Type', 'select', { choices: choices(LAND_TYPES, LAND_TYPE_LABELS) }),
  soil_type: field('soil_type', 'Soil Type', 'select', { choices: choices(SOIL_TYPES, SOIL_TYPE_LABELS) }),
  road_access: field('road_access', 'Road Access', 'boolean'),
  boundary_fencing: field('boundary_fencing', 'Boundary Fencing', 'boolean'),
  water_availability: field('water_availability', 'Water Availability', 'boolean'),
  electricity_availability: field('electricity_availability', 'Electricity Availability', 'boolean'),
  corner_plot: field('corner_plot', 'Corner Plot', 'boolean'),
  water_source: field('water_source', 'Water Source', 'text', { placeholder: 'e.g. Borewell, Municipal' }),
  legal_status: field('legal_status', 'Legal Status', 'text'),
  rera_status: field('rera_status', 'RERA Status', 'text'),
  rera_covered: field('rera_covered', 'This property is in a RERA-registered project', 'boolean'),
  rera_number: field('rera_number', 'RERA Number', 'text'),
  possession_date: field('possession_date', 'Possession Date', 'date'),

  // Pricing
  price: field('price', 'Sale Price (₹)', 'decimal', { money: true }),
  monthly_rent: field('monthly_rent', 'Monthly Rent (₹)', 'decimal', { money: true }),
  security_deposit: field('security_deposit', 'Security Deposit (₹)', 'decimal', { money: true }),
  maintenance_charges: field('maintenance_charges', 'Maintenance Charges (₹)', 'decimal', { money: true }),
  rate_per_sqft: field('rate_per_sqft', 'Rate per sqft (₹)', 'decimal', { money: true }),
  rate_per_sqyd: field('rate_per_sqyd', 'Rate per sqyd (₹)', 'decimal', { money: true }),
  available_from: field('available_from', 'Available From', 'date'),

  // Amenities
  amenities: field('amenities', 'Amenities', 'checklist', { choices: AMENITIES.map((a) => ({ value: a, label: a })) }),

  // Location
  address: field('address', 'Address', 'textarea'),
  city: field('city', 'City', 'text'),
  state: field('state', 'State', 'text'),
  district: field('district', 'District', 'text'),
  mandal: field('mandal', 'Mandal', 'text'),
  zip_code: field('zip_code', 'Zip Code', 'text'),
  latitude: field('latitude', 'Latitude', 'decimal'),
  longitude: field('longitude', 'Longitude', 'decimal'),

  // Owner and status (console only)
  owner: field('owner', 'Property Owner', 'select'),
  status: field('status', 'Status', 'select', { choices: choices(PROPERTY_STATUSES, PROPERTY_STATUS_LABELS) }),
  featured: field('featured', 'Featured', 'boolean'),
  verified: field('verified', 'Verified', 'boolean'),
} as const satisfies Partial<Record<PropertyFieldName, PropertyFieldDef>>

export type PropertyFormFieldName = keyof typeof PROPERTY_FIELDS

const APARTMENT_DETAILS = [
  'bhk_config',
  'bedrooms',
  'bathrooms',
  'balconies',
  'carpet_area_sqft',
  'built_up_area_sqft',
  'floor',
  'total_floors',
  'parking_spaces',
  'lift_available',
  'power_backup',
  'facing',
  'furnishing_status',
] as const satisfies readonly PropertyFormFieldName[]

const HOUSE_DETAILS = [
  'bhk_config',
  'bedrooms',
  'bathrooms',
  'balconies',
  'floor_count',
  'built_up_area_sqft',
  'plot_area_sqft',
  'plot_area_sqyd',
  'parking_spaces',
  'private_garden',
  'private_driveway',
  'power_backup',
  'facing',
  'furnishing_status',
] as const satisfies readonly PropertyFormFieldName[]

const LAND_DETAILS = [
  'plot_area_sqft',
  'plot_area_sqyd',
  'plot_dimensions',
  'facing',
  'road_access',
  'boundary_fencing',
  'corner_plot',
  'water_availability',
  'electricity_availability',
] as const satisfies readonly PropertyFormFieldName[]

/** The type-specific details section of each property type, in display order. */
export const PROPERTY_TYPE_DETAIL_FIELDS: Record<PropertyType, readonly PropertyFormFieldName[]> = {
  standalone_apartment: [...APARTMENT_DETAILS, 'apartment_type', 'rera_status', 'rera_covered', 'rera_number', 'possession_date'],
  gated_apartment: [
    ...APARTMENT_DETAILS,
    'apartment_type',
    'community_type',
    'gated_community_features',
    'visitor_parking',
    'rera_status',
    'rera_covered',
    'rera_number',
    'possession_date',
  ],
  independent_house: [...HOUSE_DETAILS, 'legal_status'],
  villa: [
    ...HOUSE_DETAILS,
    'community_type',
    'gated_community_features',
    'visitor_parking',
    'legal_status',
    'rera_status',
    'rera_covered',
    'rera_number',
  ],
  commercial: [
    'commercial_subtype',
    'carpet_area_sqft',
    'built_up_area_sqft',
    'washrooms',
    'floor',
    'total_floors',
    'parking_spaces',
    'lift_available',
    'power_backup',
    'facing',
    'furnishing_status',
    'nearby_business_hubs',
    'nearby_transport',
    'legal_status',
    'rera_status',
    'rera_covered',
    'rera_number',
  ],
  land: ['land_type', 'area_acres', ...LAND_DETAILS, 'soil_type', 'water_source', 'legal_status'],
  plot: ['land_type', ...LAND_DETAILS, 'legal_status', 'rera_status', 'rera_covered', 'rera_number'],
  farm_house: [
    'bedrooms',
    'bathrooms',
    'area_acres',
    'plot_area_sqft',
    'plot_area_sqyd',
    'built_up_area_sqft',
    'soil_type',
    'water_source',
    'road_access',
    'boundary_fencing',
    'water_availability',
    'electricity_availability',
    'private_garden',
    'power_backup',
    'furnishing_status',
    'legal_status',
  ],
}

export type PropertyFormSectionKey = 'basic' | 'details' | 'pricing' | 'amenities' | 'sections' | 'location' | 'owner' | 'images'

export interface PropertyFormSection {
  key: PropertyFormSectionKey
  title: string
  fields: readonly PropertyFieldDef[]
  /** Names of the shown fields that must be filled (before the schema's own checks). */
  required: readonly PropertyFieldName[]
}

/**
 * Who fills the form: the console (admin: owner, status, featured, verified, the custom sections
 * and the GPS fields) or a member on /add-property (seller or agent; the owner is the member).
 */
export type PropertyFormAudience = 'admin' | 'member'

/** Section titles of the Edit Property form (spec 002 §2), in order. */
export const PROPERTY_FORM_SECTION_TITLES: Record<PropertyFormSectionKey, string> = {
  basic: 'Basic Information',
  details: 'Property Details',
  pricing: 'Pricing',
  amenities: 'Amenities',
  sections: 'Custom Sections',
  location: 'Location',
  owner: 'Owner and Status',
  images: 'Images',
}

/** The listing type stored for `type`: land and plot are always SALE (the selector is disabled). */
export function listingTypeFor(type: PropertyType | null | undefined, chosen: ListingType | null | undefined): ListingType {
  if (type && isSaleOnlyType(type)) return 'SALE'
  return chosen ?? 'SALE'
}

/** Whether the listing-type selector is locked to SALE for `type`. */
export const isListingTypeLocked = (type: PropertyType | null | undefined): boolean => !!type && isSaleOnlyType(type)

/**
 * The sections of the form for a property type and listing type, in the spec's order: Basic
 * Information, type-specific details, pricing, amenities, custom sections, location, owner and
 * status, images. Fields that do not apply are left out (price only for SALE; monthly rent,
 * deposit and Available From only for RENT; plot hides bedrooms, bathrooms and amenities).
 */
export function propertyFormSections(
  type: PropertyType,
  listing: ListingType | null | undefined,
  audience: PropertyFormAudience = 'admin',
): PropertyFormSection[] {
  const effective = listingTypeFor(type, listing)
  const pick = (names: readonly PropertyFormFieldName[]) => names.map((n) => PROPERTY_FIELDS[n] as PropertyFieldDef)
  const noRooms = hidesRooms(type)

  const details = PROPERTY_TYPE_DETAIL_FIELDS[type].filter((n) => !(noRooms && (n === 'bedrooms' || n === 'bathrooms')))
  const pricing: PropertyFormFieldName[] =
    effective === 'SALE'
      ? ['price', 'maintenance_charges', 'rate_per_sqft', 'rate_per_sqyd']
      : ['monthly_rent', 'security_deposit', 'maintenance_charges', 'available_from']
  const location: PropertyFormFieldName[] = ['address', 'city', 'state', 'district', 'mandal', 'zip_code', 'latitude', 'longitude']

  const sections: PropertyFormSection[] = [
    {
      key: 'basic',
      title: PROPERTY_FORM_SECTION_TITLES.basic,
      fields: pick(['title', 'description', 'property_type', 'listing_type', 'area_sqft', 'area_sqyd']),
      required: ['title', 'description', 'property_type', 'listing_type', 'area_sqft'],
    },
    {
      key: 'details',
      title: `${PROPERTY_TYPE_LABELS[type]} Details`,
      fields: pick(details),
      required: requiresPlotArea(type) ? ['plot_area_sqft'] : [],
    },
    {
      key: 'pricing',
      title: PROPERTY_FORM_SECTION_TITLES.pricing,
      fields: pick(pricing),
      required: effective === 'SALE' ? ['price'] : ['monthly_rent'],
    },
  ]
  if (!noRooms) {
    sections.push({ key: 'amenities', title: PROPERTY_FORM_SECTION_TITLES.amenities, fields: pick(['amenities']), required: [] })
  }
  sections.push({ key: 'sections', title: PROPERTY_FORM_SECTION_TITLES.sections, fields: [], required: [] })
  sections.push({
    key: 'location',
    title: PROPERTY_FORM_SECTION_TITLES.location,
    fields: pick(location),
    required: audience === 'admin' ? ['address', 'city', 'state', 'zip_code'] : ['address', 'city', 'state', 'district', 'mandal'],
  })
  if (audience === 'admin') {
    sections.push({
      key: 'owner',
      title: PROPERTY_FORM_SECTION_TITLES.owner,
      fields: pick(['owner', 'status', 'featured', 'verified']),
      required: ['owner'],
    })
  }
  sections.push({ key: 'images', title: PROPERTY_FORM_SECTION_TITLES.images, fields: [], required: [] })
  return sections
}

/** Every field name shown for a type and listing type (for picking values to send). */
export function propertyFormFieldNames(
  type: PropertyType,
  listing: ListingType | null | undefined,
  audience: PropertyFormAudience = 'admin',
) {
  return propertyFormSections(type, listing, audience).flatMap((s) => s.fields.map((f) => f.name))
}

/** Step 1 of Add Property: the types grouped by category (Residential, Commercial, Land and Agricultural). */
export const PROPERTY_TYPE_PICKER = PROPERTY_CATEGORIES.map((category) => ({
  key: category.key,
  label: category.label,
  types: category.types.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
}))

/** Image rule of the property form (spec 002 §5). */
export const PROPERTY_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg'

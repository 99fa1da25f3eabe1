// Properties: listing and property types, statuses, features, amenities, display defaults and sorts.

export const LISTING_TYPES = ['SALE', 'RENT'] as const
export type ListingType = (typeof LISTING_TYPES)[number]
/** Add-property default is SALE; NRI intake and the rent-out wizard default to RENT. */
export const DEFAULT_LISTING_TYPE: ListingType = 'SALE'

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  SALE: 'For SALE',
  RENT: 'For RENT',
}

export const PROPERTY_TYPES = [
  'standalone_apartment',
  'gated_apartment',
  'independent_house',
  'villa',
  'commercial',
  'land',
  'plot',
  'farm_house',
] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  standalone_apartment: 'Standalone Apartment',
  gated_apartment: 'Gated Apartment',
  independent_house: 'Independent House',
  villa: 'Villa',
  commercial: 'Commercial',
  land: 'Land',
  plot: 'Plot',
  farm_house: 'Farm House',
}

/** Legacy type read from older data (spec 000: "apartment also read"). */
export const LEGACY_PROPERTY_TYPE_ALIASES: Readonly<Record<string, readonly PropertyType[]>> = {
  apartment: ['standalone_apartment', 'gated_apartment'],
}

export const PROPERTY_CATEGORIES = [
  {
    key: 'residential',
    label: 'Residential',
    types: ['standalone_apartment', 'gated_apartment', 'independent_house', 'villa'],
  },
  { key: 'commercial', label: 'Commercial', types: ['commercial'] },
  { key: 'land_agricultural', label: 'Land and Agricultural', types: ['land', 'plot', 'farm_house'] },
] as const satisfies readonly { key: string; label: string; types: readonly PropertyType[] }[]
export type PropertyCategoryKey = (typeof PROPERTY_CATEGORIES)[number]['key']

/** Property tabs of the admin sidebar (spec 002), which group types differently. */
export const ADMIN_PROPERTY_TABS = [
  { key: 'apartments', label: 'Apartments', types: ['standalone_apartment', 'gated_apartment'] },
  { key: 'houses', label: 'Houses', types: ['independent_house', 'villa', 'farm_house'] },
  { key: 'commercial', label: 'Commercial', types: ['commercial'] },
  { key: 'land', label: 'Land', types: ['land', 'plot'] },
] as const satisfies readonly { key: string; label: string; types: readonly PropertyType[] }[]

/** Types that can only be sold: the listing-type selector is forced to SALE and disabled. */
export const SALE_ONLY_PROPERTY_TYPES = ['land', 'plot'] as const satisfies readonly PropertyType[]
/** Types whose plot area (sqft) is required (spec 002). */
export const PLOT_AREA_PROPERTY_TYPES = ['land', 'plot', 'farm_house'] as const satisfies readonly PropertyType[]
/** Types whose form hides bedrooms, bathrooms and amenities (spec 002). */
export const NO_ROOMS_PROPERTY_TYPES = ['plot'] as const satisfies readonly PropertyType[]

/** Home page "Popular Searches Nearby": six category cards linking to /buy?propertyType=... */
export const POPULAR_SEARCHES = [
  { label: 'Commercial Spaces', propertyType: 'commercial' },
  { label: 'Villas', propertyType: 'villa' },
  { label: 'Independent Houses', propertyType: 'independent_house' },
  { label: 'Standalone Apartments', propertyType: 'standalone_apartment' },
  { label: 'Gated Apartments', propertyType: 'gated_apartment' },
  { label: 'Land, Farm Houses and Plots', propertyType: 'land,farm_house,plot' },
] as const

export const PROPERTY_STATUSES = ['active', 'inactive', 'sold', 'rented'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]
export const DEFAULT_PROPERTY_STATUS: PropertyStatus = 'active'

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  sold: 'Sold',
  rented: 'Rented',
}

/**
 * A listing by an owner who is not yet verified waits here, unpublished, until an admin approves
 * its `property_listing` approval. Only admins can move a listing out of it.
 */
export const PROPERTY_REVIEW_STATUS = 'pending_review' as const
/** Every status a stored listing can have: the spec's four plus the review state. */
export const PROPERTY_RECORD_STATUSES = [...PROPERTY_STATUSES, PROPERTY_REVIEW_STATUS] as const
export type PropertyRecordStatus = (typeof PROPERTY_RECORD_STATUSES)[number]
export const PROPERTY_RECORD_STATUS_LABELS: Record<PropertyRecordStatus, string> = {
  ...PROPERTY_STATUS_LABELS,
  pending_review: 'Pending review',
}

/** Union of spec 000 (office, retail, warehouse, industrial, shop, showroom) and spec 002. */
export const COMMERCIAL_SUBTYPES = ['office', 'retail', 'warehouse', 'industrial', 'shop', 'showroom'] as const
export type CommercialSubtype = (typeof COMMERCIAL_SUBTYPES)[number]

export const COMMERCIAL_SUBTYPE_LABELS: Record<CommercialSubtype, string> = {
  office: 'Office',
  retail: 'Retail',
  warehouse: 'Warehouse',
  industrial: 'Industrial',
  shop: 'Shop',
  showroom: 'Showroom',
}

export const LAND_TYPES = ['residential', 'agricultural', 'commercial', 'industrial'] as const
export type LandType = (typeof LAND_TYPES)[number]

export const LAND_TYPE_LABELS: Record<LandType, string> = {
  residential: 'Residential',
  agricultural: 'Agricultural',
  commercial: 'Commercial',
  industrial: 'Industrial',
}

export const SOIL_TYPES = ['black', 'red', 'alluvial', 'laterite'] as const
export type SoilType = (typeof SOIL_TYPES)[number]

export const SOIL_TYPE_LABELS: Record<SoilType, string> = {
  black: 'Black',
  red: 'Red',
  alluvial: 'Alluvial',
  laterite: 'Laterite',
}

/** Spec 000's eight directions (spec 002 lists only the four cardinal ones, a subset). */
export const FACING = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest'] as const
export type Facing = (typeof FACING)[number]

export const FACING_LABELS: Record<Facing, string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  northeast: 'North-East',
  northwest: 'North-West',
  southeast: 'South-East',
  southwest: 'South-West',
}

/**
 * Furnishing status, canonical stored spelling.
 *
 * The spec spells these three ways: the filter panel uses 'Unfurnished', 'Semi-Furnished',
 * 'Fully-Furnished' (spec 000); the rent overview counts 'Fully Furnished' and the admin form
 * offers 'Semi Furnished' / 'Fully Furnished' (spec 002); the add-property form uses
 * 'furnished', 'semi_furnished', 'unfurnished' (spec 001).
 * We store ONLY the hyphenated filter-panel spelling below, so the filter, the rent overview
 * count and the forms all agree. Any other spelling is mapped to it by
 * `normalizeFurnishingStatus` (shared/src/options.ts), which the property schemas apply on input.
 */
export const FURNISHING_STATUSES = ['Unfurnished', 'Semi-Furnished', 'Fully-Furnished'] as const
export type FurnishingStatus = (typeof FURNISHING_STATUSES)[number]
export const DEFAULT_FURNISHING_STATUS: FurnishingStatus = 'Unfurnished'

export const FURNISHING_STATUS_LABELS: Record<FurnishingStatus, string> = {
  Unfurnished: 'Unfurnished',
  'Semi-Furnished': 'Semi-Furnished',
  'Fully-Furnished': 'Fully-Furnished',
}

/** Add-property amenity choices (spec 001). */
export const AMENITIES = [
  'Parking',
  'Garden',
  'Balcony',
  'Swimming Pool',
  'Gym',
  'Security',
  'Lift',
  'Power Backup',
  'Water Supply',
  'Internet',
  'Air Conditioning',
] as const
export type Amenity = (typeof AMENITIES)[number]

/** Amenities shown with an icon on property cards (spec 000). */
export const CARD_ICON_AMENITIES = ['Parking', 'Power Backup', 'Water'] as const

/** Detail page amenity list when the property has none (spec 000). */
export const DEFAULT_DISPLAY_AMENITIES = ['Power Backup', '24/7 Security', 'Parking'] as const
/** Detail page "Nearby Highlights" when the property has none (spec 000). */
export const DEFAULT_NEARBY_HIGHLIGHTS = ['School', 'Hospital', 'Shopping Mall'] as const

/** Display defaults on the property detail page (spec 000). */
export const PROPERTY_DISPLAY_DEFAULTS = {
  floor: 'Ground Floor',
  /** Facing shown for independent houses and villas when none is stored. */
  houseFacing: 'East',
  reraNumber: 'Not Available',
  /** Status shown when a property has none (spec 002). */
  status: 'pending',
} as const

/** Beds/baths filter choices: 1+ to 4+ (spec 000). */
export const ROOM_FILTER_OPTIONS = [
  { value: 1, label: '1+' },
  { value: 2, label: '2+' },
  { value: 3, label: '3+' },
  { value: 4, label: '4+' },
] as const

export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc'] as const
export type PropertySort = (typeof PROPERTY_SORTS)[number]
export const DEFAULT_PROPERTY_SORT: PropertySort = 'newest'

export const PROPERTY_SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest First',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
}

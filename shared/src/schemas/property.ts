/**
 * Property search (URL query of /buy and /rent) and the add/edit property form
 * (spec 000 sections 2 and 5, spec 001 section 5, spec 002 sections 4 and 5).
 */
import { z } from 'zod'
import {
  COMMERCIAL_SUBTYPES,
  DEFAULT_FURNISHING_STATUS,
  DEFAULT_PROPERTY_SORT,
  DEFAULT_PROPERTY_STATUS,
  FACING,
  FURNISHING_STATUSES,
  LAND_TYPES,
  LISTING_TYPES,
  MESSAGES,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SOIL_TYPES,
  type CommercialSubtype,
  type Facing,
  type FurnishingStatus,
  type LandType,
  type ListingType,
  type PropertySort,
  type PropertyType,
} from '../constants'
import { TRUST_MESSAGES, fieldsWithContactDetails } from '../listing-safety'
import { isISODate } from '../dates'
import {
  hidesRooms,
  isOneOf,
  isSaleOnlyType,
  normalizeFacing,
  normalizeFurnishingStatus,
  normalizePropertyTypes,
  requiresPlotArea,
} from '../options'
import {
  blankToNull,
  blankToUndefined,
  booleanField,
  enumField,
  nullableNumber,
  nullableRelationId,
  nullableText,
  PINCODE_PATTERN,
  requiredNumber,
  requiredText,
  stringList,
  toBoolean,
  toStringList,
} from './fields'

/* ==========================================================================================
 * Search (query string)
 * ======================================================================================== */

export interface PropertySearch {
  state?: string
  city?: string
  listingType?: ListingType
  /** One or more types; from 'villa', 'land,farm_house,plot' or repeated parameters. */
  propertyType?: PropertyType[]
  minPrice?: number
  maxPrice?: number
  minRent?: number
  maxRent?: number
  bedrooms?: number
  bathrooms?: number
  minArea?: number
  maxArea?: number
  furnishingStatus?: FurnishingStatus
  facing?: Facing
  commercialSubtype?: CommercialSubtype
  landType?: LandType
  featured?: boolean
  /** Only listings whose owner's ID check still counts (the "Verified Listings" chip; issue 23). */
  verified?: boolean
  sort: PropertySort
  page: number
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v)

function text(v: unknown): string | undefined {
  const t = blankToUndefined(first(v))
  return typeof t === 'string' ? t : undefined
}

/** Non-negative number; invalid -> undefined. */
function amount(v: unknown): number | undefined {
  const t = text(v)?.replace(/,/g, '')
  if (!t || !/^\d+(\.\d+)?$/.test(t)) return undefined
  const n = Number(t)
  return Number.isFinite(n) ? n : undefined
}

/** Non-negative integer ('2.5' -> 2, as parseInt); invalid -> undefined. */
function integer(v: unknown): number | undefined {
  const n = amount(v)
  return n === undefined ? undefined : Math.trunc(n)
}

function oneOf<const T extends readonly string[]>(list: T, transform: (s: string) => string = (s) => s) {
  return (v: unknown): T[number] | undefined => {
    const t = text(v)
    if (t === undefined) return undefined
    const key = transform(t)
    return isOneOf(list, key) ? key : undefined
  }
}

const lower = (s: string) => s.toLowerCase()

/** A query field that never fails: absent or invalid values become undefined. */
function lenient<T>(parse: (v: unknown) => T | undefined) {
  return z
    .unknown()
    .transform((v): T | undefined => parse(v))
    .optional()
}

/**
 * Parses the /buy and /rent query parameters. Never fails on a record input: invalid values
 * are dropped, sort defaults to 'newest' and page to 1. Prefer `parsePropertySearch`, which
 * also takes a URLSearchParams or query string.
 */
export const propertySearchSchema = z
  .object({
    state: lenient(text),
    city: lenient(text),
    listingType: lenient(oneOf(LISTING_TYPES, (s) => s.toUpperCase())),
    propertyType: lenient((v) => {
      const types = normalizePropertyTypes(v)
      return types.length ? types : undefined
    }),
    minPrice: lenient(amount),
    maxPrice: lenient(amount),
    minRent: lenient(amount),
    maxRent: lenient(amount),
    bedrooms: lenient(integer),
    bathrooms: lenient(integer),
    minArea: lenient(integer),
    maxArea: lenient(integer),
    furnishingStatus: lenient((v) => normalizeFurnishingStatus(first(v)) ?? undefined),
    facing: lenient((v) => normalizeFacing(first(v)) ?? undefined),
    commercialSubtype: lenient(oneOf(COMMERCIAL_SUBTYPES, lower)),
    landType: lenient(oneOf(LAND_TYPES, lower)),
    featured: lenient((v) => {
      const b = toBoolean(text(v))
      return typeof b === 'boolean' ? b : undefined
    }),
    verified: lenient((v) => {
      const b = toBoolean(text(v))
      return typeof b === 'boolean' ? b : undefined
    }),
    sort: lenient(oneOf(PROPERTY_SORTS, lower)),
    page: lenient((v) => {
      const n = integer(v)
      return n !== undefined && n >= 1 ? n : undefined
    }),
  })
  .transform((value): PropertySearch => {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = v
    // Defaults are applied here: zod skips the field schemas of absent keys.
    return { ...out, sort: value.sort ?? DEFAULT_PROPERTY_SORT, page: value.page ?? 1 } as PropertySearch
  })

type QueryInput = URLSearchParams | string | Record<string, unknown> | null | undefined

/** Collects query parameters into a record; repeated keys become arrays. */
export function queryToRecord(input: QueryInput): Record<string, unknown> {
  if (!input) return {}
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const params = typeof input === 'string' ? new URLSearchParams(input.replace(/^\?/, '')) : input
    const out: Record<string, unknown> = {}
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key)
      out[key] = all.length > 1 ? all : all[0]
    }
    return out
  }
  return input
}

/** Parses search filters from a URLSearchParams, a query string or a record. Never throws. */
export function parsePropertySearch(input: QueryInput): PropertySearch {
  const result = propertySearchSchema.safeParse(queryToRecord(input))
  return result.success ? result.data : { sort: DEFAULT_PROPERTY_SORT, page: 1 }
}

/**
 * The query string for a set of filters, with non-empty values only (spec 000: the URL is
 * rewritten on each change with non-empty values only). Types are joined with commas; the
 * default sort and page 1 are left out. No leading '?'.
 */
export function propertySearchToQuery(filters: Partial<PropertySearch>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue
    if (key === 'sort' && value === DEFAULT_PROPERTY_SORT) continue
    if (key === 'page' && value === 1) continue
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','))
      continue
    }
    params.set(key, String(value))
  }
  return params.toString()
}

/* ==========================================================================================
 * Add / edit property
 * ======================================================================================== */

const P = MESSAGES.properties

const decimal = (min = 0) => nullableNumber({ message: P.numberInvalid, min })
const count = () => nullableNumber({ message: P.numberInvalid, int: true, intMessage: P.wholeNumberInvalid, min: 0 })

function nullableEnum<const T extends readonly [string, ...string[]]>(values: T, transform: (s: string) => string = lower) {
  return z.preprocess(
    (v) => {
      const t = blankToNull(v)
      return typeof t === 'string' ? transform(t) : t
    },
    z.enum(values, { error: P.optionInvalid }).nullable().optional(),
  )
}

const nullableDate = z.preprocess((v) => {
  const t = blankToNull(v)
  return typeof t === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(t) ? t.slice(0, 10) : t
}, z.string().refine(isISODate, P.dateInvalid).nullable().optional())

const sectionsField = z.preprocess(
  (v) => {
    let list: unknown = v
    if (typeof v === 'string') {
      try {
        list = v.trim() ? JSON.parse(v) : []
      } catch {
        return v
      }
    }
    if (list === undefined || list === null) return []
    if (!Array.isArray(list)) return list
    // Drop rows where both title and content are blank.
    return list
      .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
      .map((s) => ({
        title: typeof s.title === 'string' ? s.title.trim() : '',
        content: typeof s.content === 'string' ? s.content.trim() : '',
      }))
      .filter((s) => s.title || s.content)
  },
  z.array(
    z.object({
      title: z.string().min(1, P.sectionTitleRequired),
      content: z.string(),
    }),
    { error: P.optionInvalid },
  ),
)

/** The field shape of the property form (exported for `.partial()` / `.pick()` uses). */
export const propertyInputShape = {
  title: requiredText(P.titleRequired),
  description: requiredText(P.descriptionRequired),
  property_type: enumField(PROPERTY_TYPES, P.propertyTypeRequired, P.propertyTypeInvalid),
  /** Not required for land and plot, which are forced to SALE. */
  listing_type: z.preprocess(
    (v) => {
      const t = blankToUndefined(v)
      return typeof t === 'string' ? t.toUpperCase() : t
    },
    z.enum(LISTING_TYPES, { error: P.listingTypeInvalid }).optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(PROPERTY_STATUSES, { error: P.statusInvalid }).default(DEFAULT_PROPERTY_STATUS)),

  // Location
  address: requiredText(P.addressRequired),
  city: requiredText(P.cityRequired),
  state: requiredText(P.stateRequired),
  district: nullableText(),
  mandal: nullableText(),
  zip_code: z.preprocess(blankToNull, z.string().regex(PINCODE_PATTERN, P.zipInvalid).nullable().optional()),
  latitude: nullableNumber({ message: P.latitudeInvalid, min: -90, max: 90 }),
  longitude: nullableNumber({ message: P.longitudeInvalid, min: -180, max: 180 }),
  state_id: nullableText(),
  district_id: nullableText(),
  mandal_id: nullableText(),

  // Pricing
  price: decimal(),
  monthly_rent: decimal(),
  security_deposit: decimal(),
  maintenance_charges: decimal(),
  rate_per_sqft: decimal(),
  rate_per_sqyd: decimal(),

  // Size and layout
  area_sqft: requiredNumber(P.areaRequired, { message: P.numberInvalid, gt: 0, rangeMessage: P.areaPositive }),
  area_sqyd: decimal(),
  area_acres: decimal(),
  carpet_area_sqft: decimal(),
  built_up_area_sqft: decimal(),
  plot_area_sqft: decimal(),
  plot_area_sqyd: decimal(),
  plot_dimensions: nullableText(),
  bedrooms: count(),
  bathrooms: count(),
  balconies: count(),
  washrooms: count(),
  floor: nullableText(),
  floor_number: count(),
  total_floors: count(),
  total_floors_building: count(),
  available_floor: nullableText(),
  floor_count: count(),
  apartment_type: nullableText(),
  bhk_config: nullableText(),
  community_type: nullableText(),

  // Type-specific
  commercial_subtype: nullableEnum(COMMERCIAL_SUBTYPES),
  land_type: nullableEnum(LAND_TYPES),
  soil_type: nullableEnum(SOIL_TYPES),
  facing: z.preprocess(
    (v) => {
      const t = blankToNull(v)
      return typeof t === 'string' ? (normalizeFacing(t) ?? t) : t
    },
    z.enum(FACING, { error: P.optionInvalid }).nullable().optional(),
  ),
  /** Any spelling ('Fully Furnished', 'semi_furnished'...) is stored as the canonical value. */
  furnishing_status: z.preprocess(
    (v) => {
      const t = blankToUndefined(v)
      return typeof t === 'string' ? (normalizeFurnishingStatus(t) ?? t) : t
    },
    z.enum(FURNISHING_STATUSES, { error: P.optionInvalid }).default(DEFAULT_FURNISHING_STATUS),
  ),
  parking_spaces: count(),
  lift_available: booleanField(false),
  power_backup: booleanField(false),
  road_access: booleanField(true),
  electricity_available: booleanField(false),
  water_availability: booleanField(false),
  electricity_availability: booleanField(false),
  corner_plot: booleanField(false),
  boundary_fencing: booleanField(false),
  private_garden: booleanField(false),
  private_driveway: booleanField(false),
  visitor_parking: booleanField(false),
  water_source: nullableText(),
  legal_status: nullableText(),
  rera_status: nullableText(),
  rera_covered: booleanField(false),
  rera_number: nullableText(),

  // Lists
  amenities: stringList(),
  nearby_highlights: stringList(),
  gated_community_features: stringList(),
  /** Lists in the collection (hasMany text). */
  nearby_business_hubs: stringList(),
  nearby_transport: stringList(),
  /** Image URLs (uploaded first). Accepts an array, JSON text or comma text. */
  images: z.preprocess(
    (v) => (v === undefined ? [] : toStringList(v)),
    z.array(z.string().regex(/^(https?:\/\/|\/)\S+$/, P.imageUrlInvalid)),
  ),
  sections: sectionsField,

  // Availability and flags
  available_from: nullableDate,
  possession_date: nullableDate,
  featured: booleanField(false),
  verified: booleanField(false),
  /** Owner (seller or agent); set from the session on the public add-property page. */
  owner: nullableRelationId(MESSAGES.admin.properties.ownerRequired),
}

/** The form without cross-field rules; use `.partial()` on it for PATCH-style updates. */
export const propertyInputBaseSchema = z.object(propertyInputShape)
export type PropertyInputBase = z.output<typeof propertyInputBaseSchema>

interface TypedFields {
  property_type?: unknown
  listing_type?: unknown
  price?: unknown
  monthly_rent?: unknown
  title?: unknown
  description?: unknown
  sections?: unknown
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const sectionTexts = (v: unknown): { title: string | null; content: string | null }[] =>
  Array.isArray(v)
    ? v.map((s) => (isRecord(s) ? { title: textOrNull(s.title), content: textOrNull(s.content) } : { title: null, content: null }))
    : []

/** The listing type that will be stored: land and plot are always SALE. */
export function effectiveListingType(v: TypedFields): ListingType | undefined {
  if (isSaleOnlyType(v.property_type)) return 'SALE'
  return isOneOf(LISTING_TYPES, v.listing_type) ? v.listing_type : undefined
}

/** The form's cross-field rules, as issues (exported for reuse by server-side hooks). */
export function checkPropertyRules(v: TypedFields, ctx: z.RefinementCtx): void {
  // Contact goes through the platform (issue 23); the properties collection refuses it on every path too.
  const withContacts = fieldsWithContactDetails({
    title: textOrNull(v.title),
    description: textOrNull(v.description),
    sections: sectionTexts(v.sections),
  })
  for (const field of withContacts) ctx.addIssue({ code: 'custom', message: TRUST_MESSAGES.contactInText, path: [field] })
  const listing = effectiveListingType(v)
  if (listing === undefined && v.listing_type === undefined) {
    ctx.addIssue({ code: 'custom', message: P.listingTypeRequired, path: ['listing_type'] })
  }
  const requirePositive = (field: 'price' | 'monthly_rent', required: string, positive: string) => {
    const value = v[field]
    if (value === undefined || value === null) ctx.addIssue({ code: 'custom', message: required, path: [field] })
    else if (typeof value === 'number' && value <= 0) ctx.addIssue({ code: 'custom', message: positive, path: [field] })
  }
  if (listing === 'SALE') requirePositive('price', P.salePriceRequired, P.pricePositive)
  if (listing === 'RENT') requirePositive('monthly_rent', P.monthlyRentRequired, P.rentPositive)
}

/**
 * The save-time normalisation of spec 002: land and plot are forced to SALE; price is kept
 * only for SALE; monthly rent, security deposit and available-from only for RENT; plot drops
 * bedrooms, bathrooms and amenities; land, plot and farm house get plot_area_sqft = area_sqft
 * when it was left empty.
 */
export function normalizePropertyInput<T extends Partial<Omit<PropertyInputBase, 'images'>>>(input: T): T {
  const v: Partial<Omit<PropertyInputBase, 'images'>> = { ...input }
  const listing = effectiveListingType(v)
  if (listing) v.listing_type = listing
  if (listing === 'SALE') {
    v.monthly_rent = null
    v.security_deposit = null
    v.available_from = null
  } else if (listing === 'RENT') {
    v.price = null
  }
  if (hidesRooms(v.property_type)) {
    v.bedrooms = null
    v.bathrooms = null
    v.amenities = []
  }
  if (requiresPlotArea(v.property_type) && (v.plot_area_sqft === null || v.plot_area_sqft === undefined)) {
    if (typeof v.area_sqft === 'number') v.plot_area_sqft = v.area_sqft
  }
  return v as T
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * Add / edit property. Required: title, description, property_type, listing_type (except
 * land/plot), address, city, state, area_sqft; price for SALE ('Sale price is required');
 * monthly_rent for RENT ('Monthly rent is required'). Output is normalised as
 * `normalizePropertyInput` describes.
 */
export const propertyInputSchema = propertyInputBaseSchema
  .superRefine((v, ctx) => checkPropertyRules(v, ctx), { when: (payload) => isRecord(payload.value) })
  .transform((v) => normalizePropertyInput(v))

export type PropertyInput = z.input<typeof propertyInputSchema>
export type PropertyInputData = z.output<typeof propertyInputSchema>

/** For PATCH-style edits: every field optional, same field rules, no cross-field rules. */
export const propertyPatchSchema = propertyInputBaseSchema.partial()

/* ==========================================================================================
 * Console (spec 002): Add / Edit Property
 * ======================================================================================== */

const AP = MESSAGES.admin.properties

/** Media ids of the uploaded images, in order (the first is the cover). */
const mediaIds = z.preprocess(
  (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v.map((x) => (isRecord(x) ? x.id : x)) : v),
  z.array(z.coerce.number({ error: P.imageUrlInvalid }).int().positive({ error: P.imageUrlInvalid })),
)

const adminPropertyBaseSchema = propertyInputBaseSchema.extend({ images: mediaIds })

function checkAdminPropertyRules(v: z.output<typeof adminPropertyBaseSchema>, ctx: z.RefinementCtx, operation: 'create' | 'update') {
  checkPropertyRules(v, ctx)
  if (requiresPlotArea(v.property_type) && (v.plot_area_sqft === null || v.plot_area_sqft === undefined)) {
    ctx.addIssue({ code: 'custom', message: AP.plotAreaRequired, path: ['plot_area_sqft'] })
  }
  // Required when the console adds a listing; an owner's listing (the site leaves it optional) may lack one on edit.
  if (operation === 'create' && !v.zip_code) ctx.addIssue({ code: 'custom', message: AP.zipRequired, path: ['zip_code'] })
  // Spec 002 §5: the owner is required; edit also offers the platform (no owner).
  if (operation === 'create' && (v.owner === null || v.owner === undefined)) {
    ctx.addIssue({ code: 'custom', message: AP.ownerRequired, path: ['owner'] })
  }
}

const adminPropertySchema = (operation: 'create' | 'update') =>
  adminPropertyBaseSchema
    .superRefine((v, ctx) => checkAdminPropertyRules(v, ctx, operation), { when: (payload) => isRecord(payload.value) })
    .transform((v) => normalizePropertyInput(v))

/**
 * The console's Add Property: the member form's fields and rules, plus a required zip code,
 * owner and (land, plot, farm house) plot area; images are media ids. Price is kept for SALE
 * only, monthly rent and deposit for RENT only.
 */
export const adminPropertyCreateSchema = adminPropertySchema('create')
/** The console's Edit Property: as Add, but the owner may be empty (platform-owned). */
export const adminPropertyUpdateSchema = adminPropertySchema('update')
export type AdminPropertyData = z.output<typeof adminPropertyCreateSchema>

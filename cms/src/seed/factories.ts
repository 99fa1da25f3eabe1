/**
 * Test factories that double as seed helpers (STYLE.md). Each returns a plain data object shaped
 * like the Payload collection it is meant for (field names as in cms/src/collections), with
 * realistic Indian data. Nothing here touches the database.
 *
 * - `buildUser(overrides, rng?)` — a user; without an rng the e-mail is unique per call so
 *   tests can run in parallel on one database.
 * - `buildProperty(overrides, rng)` — one listing of any of the eight types.
 * - `buildDemoProperties(options)` — the whole demo catalogue the seed creates (>= 60 listings,
 *   every type, AP/Telangana/metros), deterministic for a given seed.
 */
import { randomUUID } from 'node:crypto'

import {
  AMENITIES,
  CITIES,
  COMMERCIAL_SUBTYPES,
  FACING,
  FACING_LABELS,
  FURNISHING_STATUSES,
  LAND_TYPES,
  PROPERTY_TYPES,
  SALE_ONLY_PROPERTY_TYPES,
  SOIL_TYPES,
  slugify,
  type BusinessType,
  type CityRef,
  type CommercialSubtype,
  type Facing,
  type FurnishingStatus,
  type LandType,
  type ListingType,
  type PropertyType,
  type Role,
  type SoilType,
} from '@gruha/shared'

import { listingImages, type SeedImageRef } from './images'
import { createSeedRng, DEMO_SEED, type SeedRng } from './seed-prng'
import { cityDetail, fallbackCityDetail, type SeedCityDetail, type SeedLocality } from './seed-locations'

/* ------------------------------------------------------------------------------------------
 * Users
 * ---------------------------------------------------------------------------------------- */

export interface UserSeedData {
  email: string
  password: string
  first_name: string
  last_name: string
  role: Role
  status: 'active' | 'inactive' | 'suspended' | 'pending' | 'deleted'
  verification_status: 'pending' | 'verified' | 'approved' | 'rejected'
  email_verified: boolean
  phone_number?: string
  city?: string
  state?: string
  bio?: string
  agent_license_number?: string
  rera_number?: string
  rera_state?: string
  experience_years?: number
  specialization?: string
  agency_name?: string
  languages?: string[]
  education_background?: string
  business_name?: string
  business_type?: BusinessType
  owner_name?: string
}

const FIRST_NAMES = [
  'Srinivas',
  'Lakshmi',
  'Ravi',
  'Padma',
  'Venkat',
  'Sravani',
  'Karthik',
  'Anusha',
  'Suresh',
  'Divya',
  'Praveen',
  'Haritha',
  'Naveen',
  'Swathi',
  'Rajesh',
  'Keerthi',
  'Mahesh',
  'Bhavana',
  'Kiran',
  'Sowmya',
] as const
const LAST_NAMES = ['Reddy', 'Rao', 'Naidu', 'Chowdary', 'Varma', 'Sharma', 'Goud', 'Prasad', 'Raju', 'Kumar', 'Murthy', 'Sastry'] as const

/** A plausible Indian mobile number (10 digits starting 6-9). */
export function indianMobile(rng: SeedRng): string {
  return `${rng.pick(['9', '8', '7', '6'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`
}

/** A password that satisfies the sign-up rule (8+, upper, lower, digit, special). */
export const FACTORY_PASSWORD = 'Test@12345'

/**
 * A user. Defaults: an active, verified buyer with a unique e-mail. Seed code passes an rng
 * and explicit e-mails; tests usually pass only the fields they care about.
 */
export function buildUser(overrides: Partial<UserSeedData> = {}, rng?: SeedRng): UserSeedData {
  const r = rng ?? createSeedRng(randomUUID())
  const first_name = overrides.first_name ?? r.pick(FIRST_NAMES)
  const last_name = overrides.last_name ?? r.pick(LAST_NAMES)
  const unique = rng ? String(r.int(1000, 9999)) : randomUUID().slice(0, 8)
  const role = overrides.role ?? 'buyer'
  const city = r.pick(CITIES.filter((c) => c.state === 'Andhra Pradesh' || c.state === 'Telangana'))
  const base: UserSeedData = {
    email: `${slugify(`${first_name} ${last_name}`).replace(/-/g, '.')}.${unique}@example.test`,
    password: FACTORY_PASSWORD,
    first_name,
    last_name,
    role,
    status: 'active',
    verification_status: 'verified',
    email_verified: true,
    phone_number: indianMobile(r),
    city: city.name,
    state: city.state,
  }
  if (role === 'agent') {
    base.experience_years = r.int(1, 15)
    base.specialization = r.pick([
      'Residential Sales',
      'Commercial Sales',
      'Rental Properties',
      'Luxury Properties',
      'Investment Properties',
    ])
    base.agency_name = `${first_name} ${last_name} Realty`
    base.languages = ['English', 'Telugu', ...(r.chance(0.5) ? ['Hindi'] : [])]
  }
  if (role === 'seller') {
    base.business_type = 'Individual Property Owner'
  }
  return { ...base, ...overrides }
}

/* ------------------------------------------------------------------------------------------
 * Properties
 * ---------------------------------------------------------------------------------------- */

export interface PropertySection {
  title: string
  content: string
}

/** A property as plain data, named like the `properties` collection's fields. */
export interface PropertySeedData {
  title: string
  description: string
  listing_type: ListingType
  property_type: PropertyType
  commercial_subtype?: CommercialSubtype
  land_type?: LandType
  price?: number
  monthly_rent?: number
  security_deposit?: number
  maintenance_charges?: number
  rate_per_sqft?: number
  rate_per_sqyd?: number
  bedrooms?: number
  bathrooms?: number
  balconies?: number
  washrooms?: number
  area_sqft?: number
  area_sqyd?: number
  area_acres?: number
  carpet_area_sqft?: number
  built_up_area_sqft?: number
  plot_area_sqft?: number
  plot_area_sqyd?: number
  plot_dimensions?: string
  floor?: string
  floor_number?: number
  total_floors?: number
  total_floors_building?: number
  floor_count?: number
  apartment_type?: string
  bhk_config?: string
  community_type?: string
  furnishing_status?: FurnishingStatus
  facing?: Facing
  parking_spaces?: number
  lift_available?: boolean
  power_backup?: boolean
  road_access?: boolean
  water_source?: string
  electricity_available?: boolean
  water_availability?: boolean
  electricity_availability?: boolean
  soil_type?: SoilType
  corner_plot?: boolean
  boundary_fencing?: boolean
  private_garden?: boolean
  private_driveway?: boolean
  visitor_parking?: boolean
  gated_community_features?: string[]
  legal_status?: string
  rera_status?: string
  rera_number?: string
  amenities: string[]
  nearby_highlights: string[]
  nearby_transport?: string[]
  nearby_business_hubs?: string[]
  sections: PropertySection[]
  address: string
  city: string
  district: string
  mandal: string
  state: string
  zip_code: string
  latitude: number
  longitude: number
  status: 'active' | 'inactive' | 'sold' | 'rented'
  featured: boolean
  verified: boolean
  /** ISO date (midnight UTC). */
  available_from?: string
  possession_date?: string
}

export interface BuildPropertyOptions {
  /** "Today" for relative dates (available_from, possession_date); defaults to now. */
  today?: Date
}

/** Rural types are not placed in the big metros or prime neighbourhoods. */
const RURAL: readonly PropertyType[] = ['land', 'plot', 'farm_house']
const RESIDENTIAL: readonly PropertyType[] = ['standalone_apartment', 'gated_apartment', 'independent_house', 'villa']
const METROS = ['Bangalore', 'Chennai', 'Mumbai', 'Delhi', 'Pune', 'Kolkata']
const TIER1 = ['Hyderabad', 'Secunderabad', ...METROS]
const TIER2 = ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Tirupati', 'Warangal', 'Nellore', 'Kakinada', 'Rajahmundry']

export function isResidential(type: PropertyType): boolean {
  return RESIDENTIAL.includes(type)
}

export function isSaleOnly(type: PropertyType): boolean {
  return (SALE_ONLY_PROPERTY_TYPES as readonly string[]).includes(type)
}

function cityTier(city: string): 1 | 2 | 3 {
  if (TIER1.includes(city)) return 1
  if (TIER2.includes(city)) return 2
  return 3
}

/** Multiplier on sale rates for the priciest metros. */
function metroPremium(city: string): number {
  if (city === 'Mumbai') return 2.1
  if (city === 'Delhi') return 1.4
  if (city === 'Bangalore' || city === 'Pune' || city === 'Chennai') return 1.1
  return 1
}

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step)
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))
const LAKH = 100_000
const CRORE = 10_000_000

/** Sale prices: to ₹50,000 below a crore, to ₹5 lakh above. */
function roundPrice(n: number): number {
  return n >= CRORE ? round(n, 5 * LAKH) : round(n, 50_000)
}
function roundRent(n: number): number {
  return n >= 30_000 ? round(n, 1000) : round(n, 500)
}

function isoDay(today: Date, offsetDays: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
  d.setUTCDate(d.getUTCDate() + offsetDays)
  return d.toISOString()
}

/** Moves a point by up to `maxKm` in a random direction (uniform over the disc). */
export function jitterCoordinates(rng: SeedRng, lat: number, lng: number, maxKm: number): { latitude: number; longitude: number } {
  const distance = maxKm * Math.sqrt(rng.next())
  const bearing = rng.float(0, 2 * Math.PI)
  const dLat = (distance * Math.cos(bearing)) / 110.574
  const dLng = (distance * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180))
  return {
    latitude: Math.round((lat + dLat) * 1e6) / 1e6,
    longitude: Math.round((lng + dLng) * 1e6) / 1e6,
  }
}

/** Planning authority that approves layouts and buildings in a city (used in copy). */
function approvalAuthority(city: string): string {
  const map: Record<string, string> = {
    Hyderabad: 'HMDA',
    Secunderabad: 'HMDA',
    Visakhapatnam: 'VMRDA',
    Vizianagaram: 'VMRDA',
    Vijayawada: 'APCRDA',
    Guntur: 'APCRDA',
    Tirupati: 'TUDA',
    Warangal: 'KUDA',
    Bangalore: 'BDA',
    Chennai: 'CMDA',
    Mumbai: 'MMRDA',
    Delhi: 'DDA',
    Pune: 'PMRDA',
    Kolkata: 'KMDA',
  }
  return map[city] ?? 'DTCP'
}

function reraNumber(rng: SeedRng, state: string): string | undefined {
  const d = (n: number) => String(rng.int(0, 10 ** n - 1)).padStart(n, '0')
  switch (state) {
    case 'Telangana':
      return `P02400${d(6)}`
    case 'Andhra Pradesh':
      return `P0${rng.int(1, 9)}${d(3)}${d(6)}`
    case 'Maharashtra':
      return `P5${rng.pick(['18', '21'])}${d(8)}`
    case 'Karnataka':
      return `PRM/KA/RERA/1251/${rng.int(300, 310)}/PR/${d(6)}/${d(6)}`
    case 'Tamil Nadu':
      return `TN/${rng.int(1, 35)}/Building/${d(4)}/${rng.int(2021, 2024)}`
    case 'West Bengal':
      return `WBRERA/P/KOL/${rng.int(2021, 2024)}/${d(6)}`
    case 'Delhi':
      return `DLRERA${rng.int(2021, 2024)}P${d(4)}`
    default:
      return undefined
  }
}

function valuesOf<T extends string>(list: readonly T[]): T[] {
  return [...list]
}

/** The amenity list, biased to what a type of property realistically has. */
function pickAmenities(rng: SeedRng, type: PropertyType): string[] {
  const all = valuesOf(AMENITIES as readonly string[])
  const has = (name: string) => all.includes(name)
  const base: string[] = []
  const add = (...names: string[]) => names.forEach((n) => has(n) && !base.includes(n) && base.push(n))
  switch (type) {
    case 'gated_apartment':
      add('Parking', 'Security', 'Lift', 'Power Backup', 'Water Supply')
      if (rng.chance(0.8)) add('Swimming Pool')
      if (rng.chance(0.8)) add('Gym')
      if (rng.chance(0.6)) add('Garden')
      break
    case 'standalone_apartment':
      add('Parking', 'Water Supply')
      if (rng.chance(0.7)) add('Lift')
      if (rng.chance(0.7)) add('Power Backup')
      if (rng.chance(0.5)) add('Security')
      if (rng.chance(0.5)) add('Balcony')
      break
    case 'independent_house':
      add('Parking', 'Water Supply')
      if (rng.chance(0.6)) add('Balcony')
      if (rng.chance(0.5)) add('Garden')
      if (rng.chance(0.5)) add('Power Backup')
      break
    case 'villa':
      add('Parking', 'Garden', 'Security', 'Power Backup', 'Water Supply')
      if (rng.chance(0.6)) add('Swimming Pool')
      if (rng.chance(0.5)) add('Gym')
      if (rng.chance(0.7)) add('Air Conditioning')
      break
    case 'commercial':
      add('Parking', 'Power Backup', 'Water Supply')
      if (rng.chance(0.6)) add('Lift')
      if (rng.chance(0.6)) add('Security')
      if (rng.chance(0.5)) add('Internet')
      if (rng.chance(0.5)) add('Air Conditioning')
      break
    case 'farm_house':
      add('Parking', 'Garden', 'Water Supply')
      if (rng.chance(0.5)) add('Swimming Pool')
      if (rng.chance(0.5)) add('Power Backup')
      break
    case 'land':
    case 'plot':
      if (rng.chance(0.5)) add('Water Supply')
      if (rng.chance(0.4)) add('Security')
      break
  }
  if (isResidential(type) && rng.chance(0.4)) add('Internet')
  return base
}

function pickHighlights(rng: SeedRng, type: PropertyType, city: string): string[] {
  const km = (lo: number, hi: number) => `${(Math.round(rng.float(lo, hi) * 10) / 10).toString()} km`
  const pool = [
    `School — ${km(0.3, 2)}`,
    `Hospital — ${km(0.8, 4)}`,
    `Shopping Mall — ${km(1, 6)}`,
    `Bus Stop — ${rng.int(2, 9) * 100} m`,
    `Railway Station — ${km(2, 12)}`,
    `Airport — ${km(10, 40)}`,
    `Supermarket — ${km(0.3, 2)}`,
    `Bank & ATM — ${km(0.2, 1.5)}`,
  ]
  if (['Hyderabad', 'Secunderabad', ...METROS].includes(city)) pool.push(`Metro Station — ${km(0.5, 3)}`)
  if (city === 'Visakhapatnam') pool.push(`RK Beach — ${km(3, 15)}`)
  if (city === 'Tirupati') pool.push(`Alipiri — ${km(2, 8)}`)
  if (type === 'commercial') pool.push(`IT Park — ${km(1, 6)}`, `Highway — ${km(0.5, 5)}`)
  if (type === 'land' || type === 'farm_house' || type === 'plot')
    pool.push(`National Highway — ${km(1, 10)}`, `Outer Ring Road — ${km(3, 20)}`)
  return rng.sample(pool, rng.int(3, 5))
}

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd']
  const v = n % 100
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`
}

const FURNISHING: readonly FurnishingStatus[] = valuesOf(FURNISHING_STATUSES)

interface Place {
  city: CityRef
  detail: SeedCityDetail
  locality: SeedLocality
  district: string
  mandal: string
  zip: string
}

function resolvePlace(rng: SeedRng, cityName: string | undefined, localityName: string | undefined, type: PropertyType): Place {
  const city: CityRef = (cityName ? CITIES.find((c) => c.name.toLowerCase() === cityName.toLowerCase()) : undefined) ?? rng.pick(CITIES)
  const detail = cityDetail(city.name) ?? fallbackCityDetail(city.name, city.state, city.latitude, city.longitude, '500001')
  const locality =
    (localityName ? detail.localities.find((l) => l.name.toLowerCase() === localityName.toLowerCase()) : undefined) ??
    rng.pick(RURAL.includes(type) ? nonPremium(detail.localities) : detail.localities)
  return {
    city,
    detail,
    locality,
    district: detail.district,
    mandal: locality.mandal ?? detail.mandal,
    zip: locality.pin,
  }
}

function nonPremium(list: readonly SeedLocality[]): readonly SeedLocality[] {
  const plain = list.filter((l) => !l.premium)
  return plain.length > 0 ? plain : list
}

const HOUSE_NUMBER = (rng: SeedRng) => `${rng.int(1, 12)}-${rng.int(1, 40)}-${rng.int(1, 300)}`

type Draft = Partial<Omit<PropertySeedData, 'title' | 'description' | 'sections' | 'featured' | 'verified' | 'status'>> & {
  listing_type: ListingType
  property_type: PropertyType
  titleHint: string[]
  descriptionParts: string[]
  sectionPool: PropertySection[]
}

/**
 * One listing. `overrides` may fix any field; `property_type`, `listing_type`, `city` and
 * `locality` steer generation. Land and plot are always listed for SALE.
 */
export function buildProperty(
  overrides: PropertyOverrides = {},
  rng: SeedRng = createSeedRng(randomUUID()),
  options: BuildPropertyOptions = {},
): PropertySeedData {
  return generateProperty(overrides, rng, options).data
}

export type PropertyOverrides = Partial<PropertySeedData> & { locality?: string }

/** buildProperty plus alternative titles for the same listing (used to keep titles unique). */
function generateProperty(
  overrides: PropertyOverrides,
  rng: SeedRng,
  options: BuildPropertyOptions,
): { data: PropertySeedData; titles: string[] } {
  const today = options.today ?? new Date()
  const type: PropertyType = overrides.property_type ?? rng.pick(valuesOf(PROPERTY_TYPES))
  let listing: ListingType = overrides.listing_type ?? (isSaleOnly(type) ? 'SALE' : rng.chance(0.65) ? 'SALE' : 'RENT')
  if (isSaleOnly(type)) listing = 'SALE'

  const place = resolvePlace(rng, overrides.city, overrides.locality, type)
  const cityName = place.city.name
  const tier = cityTier(cityName)
  const loc = place.locality.name
  const { latitude, longitude } = jitterCoordinates(rng, place.city.latitude, place.city.longitude, 4.8)
  const facing: Facing = rng.pick(valuesOf(FACING))
  const authority = approvalAuthority(cityName)

  const draft = draftFor(type, listing, rng, { tier, cityName, loc, state: place.city.state, facing, authority, today })

  const stateSuffix = place.city.state === cityName ? place.zip : `${place.city.state} ${place.zip}`
  const address =
    type === 'land' || type === 'farm_house'
      ? `Survey No. ${rng.int(12, 480)}/${rng.int(1, 9)}, ${loc}, ${place.mandal} Mandal, ${place.district} District, ${stateSuffix}`
      : `${HOUSE_NUMBER(rng)}, ${loc}, ${cityName}, ${stateSuffix}`
  const sections = rng.sample(draft.sectionPool, rng.int(1, 2))
  const { titleHint, descriptionParts, sectionPool: _pool, ...fields } = draft
  void _pool

  // Vary the phrasing: the first or second template.
  if (titleHint.length > 1 && rng.chance(0.35)) titleHint.unshift(titleHint.splice(1, 1)[0]!)
  const data: PropertySeedData = {
    title: titleHint[0]!,
    description: descriptionParts.join(' '),
    ...withoutUndefined(fields),
    listing_type: listing,
    property_type: type,
    facing: fields.facing ?? facing,
    amenities: pickAmenities(rng, type),
    nearby_highlights: pickHighlights(rng, type, cityName),
    sections,
    address,
    city: cityName,
    district: place.district,
    mandal: place.mandal,
    state: place.city.state,
    zip_code: place.zip,
    latitude,
    longitude,
    status: 'active',
    featured: false,
    verified: rng.chance(0.5),
  }

  const { locality: _locality, ...rest } = overrides
  void _locality
  const merged: PropertySeedData = { ...data, ...rest }
  if (isSaleOnly(merged.property_type)) merged.listing_type = 'SALE'
  const titles = overrides.title ? [overrides.title] : [...titleHint, `${titleHint[0]}, ${cityName}`, `${titleHint[0]} (${place.zip})`]
  return { data: merged, titles: [...new Set(titles)] }
}

function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T
}

interface DraftContext {
  tier: 1 | 2 | 3
  cityName: string
  loc: string
  state: string
  facing: Facing
  authority: string
  today: Date
}

function areaForBhk(rng: SeedRng, bhk: number): number {
  const ranges: Record<number, [number, number]> = { 1: [520, 750], 2: [950, 1350], 3: [1350, 2050], 4: [2200, 3200], 5: [3200, 4500] }
  const [lo, hi] = ranges[bhk] ?? [1000, 1500]
  return round(rng.int(lo, hi), 5)
}

/** Sale rate per sq ft (built-up) by city tier. */
function saleRatePerSqft(rng: SeedRng, ctx: DraftContext): number {
  const [lo, hi] = ctx.tier === 1 ? [5500, 11000] : ctx.tier === 2 ? [4000, 7000] : [2800, 4800]
  return rng.int(lo, hi) * metroPremium(ctx.cityName)
}

/** Monthly rent per sq ft by city tier. */
function rentRatePerSqft(rng: SeedRng, ctx: DraftContext): number {
  const [lo, hi] = ctx.tier === 1 ? [22, 40] : ctx.tier === 2 ? [13, 22] : [9, 15]
  return rng.float(lo, hi) * (ctx.cityName === 'Mumbai' ? 1.9 : 1)
}

function depositMonths(rng: SeedRng, ctx: DraftContext, commercial = false): number {
  if (commercial) return rng.int(4, 6)
  if (ctx.cityName === 'Bangalore') return rng.int(6, 10)
  if (ctx.cityName === 'Mumbai' || ctx.cityName === 'Chennai') return rng.int(3, 6)
  return rng.int(2, 3)
}

function rentFields(
  rng: SeedRng,
  ctx: DraftContext,
  rent: number,
  maintenance: number,
  commercial = false,
): Pick<PropertySeedData, 'monthly_rent' | 'security_deposit' | 'maintenance_charges' | 'available_from'> {
  const monthly_rent = clamp(roundRent(rent), 8000, 120_000)
  // Some listings are ready now (available_from in the past), others from a future date.
  const offset = rng.chance(0.5) ? -rng.int(3, 60) : rng.int(5, 75)
  return {
    monthly_rent,
    security_deposit: monthly_rent * depositMonths(rng, ctx, commercial),
    maintenance_charges: maintenance > 0 ? round(maintenance, 100) : 0,
    available_from: isoDay(ctx.today, offset),
  }
}

function rentalTermsSection(rng: SeedRng, ctx: DraftContext, months: number): PropertySection {
  const tenants = rng.pick([
    'Families preferred',
    'Families and working professionals welcome',
    'Open to families and bachelors',
    'Working professionals preferred',
  ])
  return {
    title: 'Rental Terms',
    content: `Security deposit of ${months} months' rent. 11-month agreement, renewable by mutual consent. ${tenants}. Rent payable by the 5th of every month.`,
  }
}

function draftFor(type: PropertyType, listing: ListingType, rng: SeedRng, ctx: DraftContext): Draft {
  switch (type) {
    case 'standalone_apartment':
    case 'gated_apartment':
      return draftApartment(type, listing, rng, ctx)
    case 'independent_house':
      return draftHouse(listing, rng, ctx)
    case 'villa':
      return draftVilla(listing, rng, ctx)
    case 'commercial':
      return draftCommercial(listing, rng, ctx)
    case 'plot':
      return draftPlot(rng, ctx)
    case 'land':
      return draftLand(rng, ctx)
    case 'farm_house':
      return draftFarmHouse(listing, rng, ctx)
  }
}

function draftApartment(type: 'standalone_apartment' | 'gated_apartment', listing: ListingType, rng: SeedRng, ctx: DraftContext): Draft {
  const gated = type === 'gated_apartment'
  const bhk = gated ? rng.int(2, 4) : rng.int(1, 3)
  const area = areaForBhk(rng, bhk)
  const totalFloors = gated ? rng.int(10, 30) : rng.int(4, 6)
  const floorNumber = rng.int(0, totalFloors - 1)
  const furnishing = rng.pick(FURNISHING)
  const bathrooms = Math.max(1, Math.min(bhk + (rng.chance(0.4) ? 1 : 0), 5))
  const balconies = bhk === 1 ? rng.int(0, 1) : rng.int(1, 3)
  const parking = bhk >= 3 ? rng.int(1, 2) : 1
  const units = gated ? rng.int(250, 1200) : rng.int(10, 24)
  const towers = gated ? rng.int(3, 12) : 1
  const label = gated ? 'Gated Apartment' : 'Apartment'
  const floorText = floorNumber === 0 ? 'Ground Floor' : `${ordinal(floorNumber)} Floor`

  const draft: Draft = {
    listing_type: listing,
    property_type: type,
    bedrooms: bhk,
    bathrooms,
    balconies,
    area_sqft: area,
    built_up_area_sqft: area,
    carpet_area_sqft: round(area * rng.float(0.72, 0.8), 5),
    floor: floorText,
    floor_number: floorNumber,
    total_floors: totalFloors,
    total_floors_building: totalFloors,
    apartment_type: gated ? 'Gated Community' : 'Standalone Building',
    bhk_config: `${bhk}BHK`,
    community_type: gated ? 'Gated Community' : 'Standalone',
    furnishing_status: furnishing,
    facing: ctx.facing,
    parking_spaces: parking,
    lift_available: gated || totalFloors > 4 || rng.chance(0.5),
    power_backup: gated || rng.chance(0.6),
    water_source: rng.pick(['Municipal supply + borewell', 'Municipal supply', 'Borewell']),
    visitor_parking: gated,
    gated_community_features: gated
      ? rng.sample(
          ['24/7 Security', 'CCTV Surveillance', 'Clubhouse', "Children's Play Area", 'Jogging Track', 'Indoor Games', 'Intercom'],
          rng.int(3, 5),
        )
      : undefined,
    titleHint: [],
    descriptionParts: [],
    sectionPool: [],
  }

  const sectionPool: PropertySection[] = [
    {
      title: 'Location Advantages',
      content: `${ctx.loc} is one of ${ctx.cityName}'s well-connected neighbourhoods, with schools, hospitals and daily shopping within a short drive and good public transport.`,
    },
  ]
  if (gated) {
    sectionPool.push({
      title: 'Community',
      content: `A gated community of about ${units} homes across ${towers} towers, with clubhouse, landscaped gardens and round-the-clock security.`,
    })
  }

  if (listing === 'SALE') {
    const price = clamp(roundPrice(area * saleRatePerSqft(rng, ctx) * (gated ? 1.15 : 1)), 35 * LAKH, gated ? 2 * CRORE : 1.2 * CRORE)
    draft.price = price
    draft.rate_per_sqft = Math.round(price / area)
    draft.maintenance_charges = round(area * rng.float(gated ? 2.5 : 1.5, gated ? 4 : 2.5), 100)
    if (gated || rng.chance(0.35)) {
      const rera = reraNumber(rng, ctx.state)
      if (rera) {
        draft.rera_status = 'Registered'
        draft.rera_number = rera
      }
    }
    draft.legal_status = `Clear title, ${ctx.authority} approved plan`
    if (rng.chance(0.35)) {
      draft.possession_date = isoDay(ctx.today, rng.int(120, 720))
      draft.descriptionParts.push('Under construction; possession as per the RERA timeline.')
    } else {
      draft.descriptionParts.push('Ready to move in.')
    }
    sectionPool.push({
      title: 'Legal & Approvals',
      content: `${ctx.authority} approved building plan, clear title and encumbrance certificate available. Home loans available from leading banks.`,
    })
  } else {
    const rent = area * rentRatePerSqft(rng, ctx) * (gated ? 1.2 : 1)
    const maintenance = gated ? area * rng.float(2.5, 4) : rng.chance(0.6) ? rng.int(1000, 2500) : 0
    const fields = rentFields(rng, ctx, rent, maintenance)
    Object.assign(draft, fields)
    draft.rera_status = undefined
    sectionPool.push(rentalTermsSection(rng, ctx, Math.round(fields.security_deposit! / fields.monthly_rent!)))
  }

  const furnishingText = furnishing === 'Fully-Furnished' ? 'fully furnished' : furnishing.toLowerCase()
  draft.titleHint =
    listing === 'RENT'
      ? [
          `${bhk} BHK ${label} for Rent in ${ctx.loc}`,
          `${furnishing === 'Unfurnished' ? 'Spacious' : furnishing === 'Fully-Furnished' ? 'Furnished' : 'Semi-Furnished'} ${bhk} BHK ${label} in ${ctx.loc}`,
          `${bhk} BHK ${label} near ${ctx.loc}, ${ctx.cityName}`,
        ]
      : [
          `${bhk} BHK ${label} in ${ctx.loc}`,
          `${gated ? 'Premium' : 'Spacious'} ${bhk} BHK ${gated ? 'Gated Community Flat' : 'Flat'} in ${ctx.loc}`,
          `${bhk} BHK ${label} in ${ctx.loc}, ${ctx.cityName}`,
        ]
  draft.descriptionParts.unshift(
    `${gated ? 'Well-planned' : 'Bright, well-ventilated'} ${bhk} BHK apartment of ${area.toLocaleString('en-IN')} sq ft on the ${floorText.toLowerCase()} of a ${totalFloors}-storey ${gated ? 'tower in a gated community' : 'building'} in ${ctx.loc}, ${ctx.cityName}.`,
    `${bathrooms} bathroom${bathrooms > 1 ? 's' : ''}${balconies ? `, ${balconies} balcon${balconies > 1 ? 'ies' : 'y'}` : ''}, ${FACING_LABELS[ctx.facing].toLowerCase()}-facing, ${furnishingText}, with ${parking} covered parking.`,
  )
  draft.sectionPool = sectionPool
  return draft
}

function draftHouse(listing: ListingType, rng: SeedRng, ctx: DraftContext): Draft {
  const bhk = rng.int(2, 5)
  const floors = rng.int(1, 3)
  const plotSqyd = rng.pick([150, 167, 200, 220, 240, 267, 300])
  const builtUp = round(clamp(areaForBhk(rng, bhk) * rng.float(1.1, 1.4), 900, plotSqyd * 9 * floors * 0.9), 10)
  const furnishing = rng.pick(FURNISHING)
  const bathrooms = Math.min(bhk + rng.int(0, 1), 6)
  const draft: Draft = {
    listing_type: listing,
    property_type: 'independent_house',
    bedrooms: bhk,
    bathrooms,
    balconies: rng.int(1, 3),
    area_sqft: builtUp,
    built_up_area_sqft: builtUp,
    carpet_area_sqft: round(builtUp * 0.8, 5),
    plot_area_sqyd: plotSqyd,
    plot_area_sqft: plotSqyd * 9,
    floor_count: floors,
    total_floors: floors,
    floor: floors === 1 ? 'Ground Floor' : `G+${floors - 1}`,
    bhk_config: `${bhk}BHK`,
    furnishing_status: furnishing,
    facing: ctx.facing,
    parking_spaces: rng.int(1, 2),
    power_backup: rng.chance(0.5),
    water_source: rng.pick(['Borewell + municipal supply', 'Municipal supply', 'Borewell']),
    private_driveway: rng.chance(0.4),
    private_garden: rng.chance(0.4),
    titleHint: [],
    descriptionParts: [],
    sectionPool: [
      {
        title: 'Location Advantages',
        content: `Quiet residential street in ${ctx.loc}, ${ctx.cityName}, close to schools, temples, markets and the main road.`,
      },
    ],
  }
  if (listing === 'SALE') {
    const price = clamp(roundPrice(builtUp * saleRatePerSqft(rng, ctx) * rng.float(0.9, 1.1)), 45 * LAKH, 3 * CRORE)
    draft.price = price
    draft.rate_per_sqft = Math.round(price / builtUp)
    draft.legal_status = `Clear title, ${ctx.authority} approved plan`
    draft.sectionPool.push({
      title: 'Legal & Approvals',
      content: `Building permission from ${ctx.authority}/municipality, 30-year encumbrance certificate, property tax and electricity bills up to date.`,
    })
    if (rng.chance(0.3)) draft.possession_date = isoDay(ctx.today, rng.int(30, 180))
  } else {
    const fields = rentFields(rng, ctx, builtUp * rentRatePerSqft(rng, ctx) * 0.9, 0)
    Object.assign(draft, fields)
    draft.sectionPool.push(rentalTermsSection(rng, ctx, Math.round(fields.security_deposit! / fields.monthly_rent!)))
  }
  const floorsText = floors === 1 ? 'Single-Storey' : `G+${floors - 1}`
  draft.titleHint =
    listing === 'RENT'
      ? [
          `${bhk} BHK Independent House for Rent in ${ctx.loc}`,
          `${floorsText} Independent House for Rent in ${ctx.loc}`,
          `${bhk} BHK House in ${ctx.loc}, ${ctx.cityName}`,
        ]
      : [
          `${bhk} BHK Independent House in ${ctx.loc}`,
          `${floorsText} ${bhk} BHK House in ${ctx.loc}`,
          `${bhk} BHK Duplex House in ${ctx.loc}, ${ctx.cityName}`,
        ]
  draft.descriptionParts.push(
    `${floors === 1 ? 'Single-storey' : floorsText} independent house on a ${plotSqyd} sq yd plot in ${ctx.loc}, ${ctx.cityName}, with ${builtUp.toLocaleString('en-IN')} sq ft built-up area.`,
    `${bhk} bedrooms, ${bathrooms} bathrooms, ${FACING_LABELS[ctx.facing].toLowerCase()}-facing entrance, car parking and a separate water sump.`,
  )
  return draft
}

function draftVilla(listing: ListingType, rng: SeedRng, ctx: DraftContext): Draft {
  const bhk = rng.int(3, 5)
  const plotSqyd = rng.pick([250, 300, 350, 400, 500, 600])
  const [bLo, bHi] = ctx.tier === 1 ? [3200, 5500] : ctx.tier === 2 ? [2800, 4200] : [2400, 3500]
  const builtUp = round(rng.int(bLo, bHi), 50)
  const furnishing = rng.pick(FURNISHING)
  const draft: Draft = {
    listing_type: listing,
    property_type: 'villa',
    bedrooms: bhk,
    bathrooms: bhk + 1,
    balconies: rng.int(2, 4),
    area_sqft: builtUp,
    built_up_area_sqft: builtUp,
    carpet_area_sqft: round(builtUp * 0.8, 5),
    plot_area_sqyd: plotSqyd,
    plot_area_sqft: plotSqyd * 9,
    floor_count: rng.int(2, 3),
    bhk_config: `${bhk}BHK`,
    community_type: 'Gated Villa Community',
    furnishing_status: furnishing,
    facing: ctx.facing,
    parking_spaces: rng.int(2, 3),
    power_backup: true,
    private_garden: true,
    private_driveway: rng.chance(0.7),
    visitor_parking: true,
    gated_community_features: rng.sample(
      ['24/7 Security', 'Clubhouse', 'Swimming Pool', 'Tennis Court', 'Landscaped Parks', 'Jogging Track', 'EV Charging'],
      rng.int(3, 5),
    ),
    water_source: 'Municipal supply + borewell',
    titleHint: [],
    descriptionParts: [],
    sectionPool: [
      {
        title: 'Community',
        content: `Part of a gated villa community in ${ctx.loc} with wide internal roads, landscaped parks, a clubhouse and 24/7 security.`,
      },
    ],
  }
  if (listing === 'SALE') {
    const price = clamp(roundPrice(builtUp * saleRatePerSqft(rng, ctx) * rng.float(1.0, 1.3)), 1.5 * CRORE, 6 * CRORE)
    draft.price = price
    draft.rate_per_sqft = Math.round(price / builtUp)
    draft.maintenance_charges = round(rng.int(3000, 10000), 500)
    const rera = reraNumber(rng, ctx.state)
    if (rera && rng.chance(0.6)) {
      draft.rera_status = 'Registered'
      draft.rera_number = rera
    }
    draft.legal_status = `Clear title, ${ctx.authority} approved layout`
    if (rng.chance(0.4)) draft.possession_date = isoDay(ctx.today, rng.int(90, 540))
    draft.sectionPool.push({
      title: 'Payment Plan',
      content: '10% on booking, balance on registration. Pre-approved home loans from leading banks.',
    })
  } else {
    const fields = rentFields(rng, ctx, builtUp * rentRatePerSqft(rng, ctx) * 1.3, rng.int(3000, 8000))
    Object.assign(draft, fields)
    draft.sectionPool.push(rentalTermsSection(rng, ctx, Math.round(fields.security_deposit! / fields.monthly_rent!)))
  }
  draft.titleHint =
    listing === 'RENT'
      ? [
          `${bhk} BHK Villa for Rent in ${ctx.loc}`,
          `${furnishing === 'Fully-Furnished' ? 'Furnished' : 'Spacious'} ${bhk} BHK Villa in ${ctx.loc}`,
          `${bhk} BHK Villa near ${ctx.loc}, ${ctx.cityName}`,
        ]
      : [
          `${bhk} BHK Luxury Villa in ${ctx.loc}`,
          `${bhk} BHK Villa in Gated Community, ${ctx.loc}`,
          `Premium ${bhk} BHK Villa in ${ctx.loc}, ${ctx.cityName}`,
        ]
  draft.descriptionParts.push(
    `${bhk} BHK villa with ${builtUp.toLocaleString('en-IN')} sq ft of living space on a ${plotSqyd} sq yd plot in ${ctx.loc}, ${ctx.cityName}.`,
    `Private garden, ${draft.parking_spaces}-car parking, ${FACING_LABELS[ctx.facing].toLowerCase()}-facing, with clubhouse and pool access in the community.`,
  )
  return draft
}

function draftCommercial(listing: ListingType, rng: SeedRng, ctx: DraftContext): Draft {
  const urbanCore: CommercialSubtype[] = ['office', 'retail', 'shop', 'showroom']
  const subtype: CommercialSubtype = rng.pick(
    ctx.tier === 1 ? valuesOf(COMMERCIAL_SUBTYPES).filter((t) => urbanCore.includes(t)) : valuesOf(COMMERCIAL_SUBTYPES),
  )
  const saleRate: Record<CommercialSubtype, [number, number]> = {
    office: [6000, 12000],
    retail: [9000, 18000],
    shop: [9000, 20000],
    showroom: [8000, 15000],
    warehouse: [1800, 3500],
    industrial: [1500, 3000],
  }
  const rentRate: Record<CommercialSubtype, [number, number]> = {
    office: [40, 85],
    retail: [60, 140],
    shop: [60, 130],
    showroom: [55, 110],
    warehouse: [14, 28],
    industrial: [12, 24],
  }
  const areaRange: Record<CommercialSubtype, [number, number]> = {
    office: [800, 4000],
    retail: [400, 2000],
    shop: [150, 600],
    showroom: [1500, 4000],
    warehouse: [4000, 20000],
    industrial: [6000, 25000],
  }
  const tierFactor = ctx.tier === 1 ? 1 : ctx.tier === 2 ? 0.7 : 0.5
  const label = {
    office: 'Office Space',
    retail: 'Retail Space',
    shop: 'Shop',
    showroom: 'Showroom',
    warehouse: 'Warehouse',
    industrial: 'Industrial Shed',
  }[subtype]
  let area = 0
  const draft: Draft = {
    listing_type: listing,
    property_type: 'commercial',
    commercial_subtype: subtype,
    washrooms: subtype === 'shop' ? rng.int(0, 1) : rng.int(1, 4),
    floor: subtype === 'office' ? `${ordinal(rng.int(1, 8))} Floor` : 'Ground Floor',
    total_floors: subtype === 'warehouse' || subtype === 'industrial' ? 1 : rng.int(2, 10),
    parking_spaces: subtype === 'shop' ? rng.int(0, 2) : rng.int(2, 20),
    lift_available: subtype === 'office' || subtype === 'showroom' ? true : rng.chance(0.3),
    power_backup: rng.chance(0.8),
    furnishing_status: subtype === 'office' ? rng.pick(FURNISHING) : 'Unfurnished',
    facing: ctx.facing,
    road_access: true,
    titleHint: [],
    descriptionParts: [],
    sectionPool: [
      {
        title: 'Business Location',
        content: `On a busy ${rng.pick(['main road', 'arterial road', 'commercial street'])} in ${ctx.loc}, ${ctx.cityName}, with good visibility, footfall and easy access for customers and staff.`,
      },
      {
        title: 'Power & Utilities',
        content: `${rng.pick(['3-phase', 'Commercial'])} electricity connection of ${rng.int(10, 100)} kW, ${rng.chance(0.5) ? 'DG backup, ' : ''}water supply and separate washrooms.`,
      },
    ],
  }
  // Size the unit so its price or rent lands in the listing range, staying within the
  // subtype's realistic size range where possible.
  const [aLo, aHi] = areaRange[subtype]
  const fitArea = (rate: number, min: number, max: number) => {
    const lo = Math.max(aLo, min / rate)
    const hi = Math.min(aHi, max / rate)
    return round(lo <= hi ? rng.float(lo, hi) : hi < aLo ? hi : lo, 10)
  }
  let price: number | undefined
  let rent: number | undefined
  if (listing === 'SALE') {
    const rate = rng.int(...saleRate[subtype]) * tierFactor * metroPremium(ctx.cityName)
    area = fitArea(rate, 40 * LAKH, 5 * CRORE)
    price = clamp(roundPrice(area * rate), 40 * LAKH, 5 * CRORE)
  } else {
    const rate = rng.float(...rentRate[subtype]) * tierFactor * (ctx.cityName === 'Mumbai' ? 1.6 : 1)
    area = fitArea(rate, 20_000, 120_000)
    rent = clamp(area * rate, 20_000, 120_000)
  }
  draft.area_sqft = area
  draft.built_up_area_sqft = area
  draft.carpet_area_sqft = round(area * 0.85, 5)
  if (price !== undefined) {
    draft.price = price
    draft.rate_per_sqft = Math.round(price / area)
    draft.legal_status = 'Clear title, commercial approval'
  } else {
    const fields = rentFields(rng, ctx, rent!, area * rng.float(1, 3), true)
    Object.assign(draft, fields)
    draft.sectionPool.push({
      title: 'Lease Terms',
      content: `Security deposit of ${Math.round(fields.security_deposit! / fields.monthly_rent!)} months' rent. Lock-in of ${rng.pick([1, 2, 3])} years with ${rng.pick([5, 6])}% annual escalation. GST extra as applicable.`,
    })
  }
  draft.titleHint =
    listing === 'RENT'
      ? [
          `${label} for Lease in ${ctx.loc}`,
          `${area.toLocaleString('en-IN')} sq ft ${label} in ${ctx.loc}`,
          `${label} on Main Road, ${ctx.loc}, ${ctx.cityName}`,
        ]
      : [
          `${label} for Sale in ${ctx.loc}`,
          `${area.toLocaleString('en-IN')} sq ft ${label} in ${ctx.loc}`,
          `Commercial ${label} in ${ctx.loc}, ${ctx.cityName}`,
        ]
  draft.descriptionParts.push(
    `${area.toLocaleString('en-IN')} sq ft ${label.toLowerCase()} in ${ctx.loc}, ${ctx.cityName}.`,
    subtype === 'warehouse' || subtype === 'industrial'
      ? `Clear height of ${rng.int(24, 40)} ft, truck access, ${draft.parking_spaces} parking spaces and ${draft.power_backup ? 'power backup' : 'grid power'}.`
      : `${draft.parking_spaces} parking space${draft.parking_spaces === 1 ? '' : 's'}, ${draft.lift_available ? 'lift access, ' : ''}${draft.power_backup ? 'power backup' : 'grid power'} — suited to ${rng.pick(['a clinic', 'a bank branch', 'a restaurant', 'an IT/ITES firm', 'a retail brand', 'a coaching centre'])}.`,
  )
  return draft
}

const PLOT_DIMENSIONS: ReadonlyArray<[number, number]> = [
  [30, 40],
  [30, 50],
  [40, 50],
  [40, 60],
  [50, 60],
  [50, 80],
  [60, 90],
]

function plotRatePerSqyd(rng: SeedRng, ctx: DraftContext): number {
  const [lo, hi] = ctx.tier === 1 ? [25_000, 60_000] : ctx.tier === 2 ? [12_000, 30_000] : [5_000, 15_000]
  return rng.int(lo, hi) * (METROS.includes(ctx.cityName) ? 1.5 : 1)
}

function draftPlot(rng: SeedRng, ctx: DraftContext): Draft {
  const [w, l] = rng.pick(PLOT_DIMENSIONS)
  const sqft = w * l
  const sqyd = Math.round(sqft / 9)
  const rate = plotRatePerSqyd(rng, ctx)
  const price = clamp(roundPrice(sqyd * rate), 15 * LAKH, 1.2 * CRORE)
  const corner = rng.chance(0.3)
  const draft: Draft = {
    listing_type: 'SALE',
    property_type: 'plot',
    land_type: 'residential',
    price,
    rate_per_sqyd: Math.round(price / sqyd),
    rate_per_sqft: Math.round(price / sqft),
    area_sqyd: sqyd,
    area_sqft: sqft,
    plot_area_sqyd: sqyd,
    plot_area_sqft: sqft,
    plot_dimensions: `${w} x ${l} ft`,
    facing: ctx.facing,
    corner_plot: corner,
    boundary_fencing: rng.chance(0.5),
    road_access: true,
    electricity_available: rng.chance(0.8),
    water_availability: rng.chance(0.7),
    electricity_availability: undefined,
    water_source: rng.pick(['Municipal pipeline', 'Borewell', 'Layout water tank']),
    legal_status: `${ctx.authority} approved layout, clear title`,
    titleHint: [
      `${sqyd} Sq Yd ${corner ? 'Corner ' : ''}Plot in ${ctx.loc}`,
      `${FACING_LABELS[ctx.facing]} Facing Plot in ${ctx.loc}`,
      `${ctx.authority} Approved Plot in ${ctx.loc}, ${ctx.cityName}`,
    ],
    descriptionParts: [
      `${sqyd} sq yd (${w} x ${l} ft) ${FACING_LABELS[ctx.facing].toLowerCase()}-facing residential plot in a ${ctx.authority}-approved layout at ${ctx.loc}, ${ctx.cityName}.`,
      `${rng.pick([30, 33, 40])} ft black-top roads, ${corner ? 'corner plot, ' : ''}underground drainage and street lights; ready for immediate registration.`,
    ],
    sectionPool: [
      {
        title: 'Legal & Approvals',
        content: `${ctx.authority} approved layout with LP number, clear title, 30-year encumbrance certificate and no pending dues. Eligible for bank loans.`,
      },
      {
        title: 'Layout Amenities',
        content: "Black-top internal roads, avenue plantation, underground drainage, electricity poles and a children's park.",
      },
    ],
  }
  draft.electricity_availability = draft.electricity_available
  return draft
}

function draftLand(rng: SeedRng, ctx: DraftContext): Draft {
  const landType: LandType = rng.pick(valuesOf(LAND_TYPES))
  const agricultural = landType === 'agricultural'
  const acres = agricultural ? Math.round(rng.float(1, 12) * 4) / 4 : Math.round(rng.float(0.25, 3) * 4) / 4
  const perAcre = agricultural
    ? (ctx.tier === 1 ? rng.int(80, 250) : ctx.tier === 2 ? rng.int(35, 100) : rng.int(12, 45)) * LAKH
    : (ctx.tier === 1 ? rng.int(300, 900) : ctx.tier === 2 ? rng.int(120, 400) : rng.int(40, 150)) * LAKH
  const price = clamp(roundPrice(acres * perAcre), 15 * LAKH, 10 * CRORE)
  const sqyd = Math.round(acres * 4840)
  const soil: SoilType = rng.pick(valuesOf(SOIL_TYPES))
  const roadWidth = rng.pick([20, 30, 40, 60, 100])
  const label = {
    residential: 'Residential Land',
    agricultural: 'Agricultural Land',
    commercial: 'Commercial Land',
    industrial: 'Industrial Land',
  }[landType]
  const acresText = `${acres % 1 === 0 ? acres : acres.toFixed(2).replace(/0$/, '')} Acre${acres === 1 ? '' : 's'}`
  const water = agricultural
    ? rng.pick(['Borewell', 'Canal', 'Borewell + open well', 'Tank irrigation'])
    : rng.pick(['Borewell', 'Municipal pipeline'])
  const draft: Draft = {
    listing_type: 'SALE',
    property_type: 'land',
    land_type: landType,
    price,
    area_acres: acres,
    area_sqyd: sqyd,
    area_sqft: sqyd * 9,
    plot_area_sqyd: sqyd,
    plot_area_sqft: sqyd * 9,
    rate_per_sqyd: Math.round(price / sqyd),
    facing: ctx.facing,
    soil_type: soil,
    road_access: true,
    water_source: water,
    electricity_available: rng.chance(0.75),
    water_availability: true,
    boundary_fencing: rng.chance(0.5),
    legal_status: agricultural ? 'Clear title, pattadar passbook available' : `Clear title, ${ctx.authority} land-use conversion done`,
    titleHint: [
      `${acresText} ${label} near ${ctx.cityName}`,
      `${label} on ${roadWidth} ft Road near ${ctx.cityName}`,
      `${acresText} ${label}, ${ctx.loc}, ${ctx.cityName}`,
    ],
    descriptionParts: [
      `${acresText.toLowerCase()} of ${landType} land at ${ctx.loc}, on the edge of ${ctx.cityName}, with ${roadWidth} ft road frontage.`,
      agricultural
        ? `${SOIL_NAMES[soil]} soil, ${water.toLowerCase()} irrigation${rng.chance(0.5) ? ', currently under mango and paddy cultivation' : ''}.`
        : `Level land, suitable for ${landType === 'commercial' ? 'a showroom, hotel or warehouse' : landType === 'industrial' ? 'light industry or logistics' : 'a gated layout or villas'}.`,
    ],
    sectionPool: [
      {
        title: 'Water & Power',
        content: `${water} water source. ${rng.pick(['Three-phase', 'Single-phase', 'Agricultural'])} power line ${rng.int(50, 500)} m away.`,
      },
      {
        title: 'Title & Documents',
        content: agricultural
          ? 'Clear title with pattadar passbook, 1-B and adangal records; encumbrance certificate for 30 years.'
          : 'Clear title, land converted for non-agricultural use, encumbrance certificate for 30 years.',
      },
    ],
  }
  return draft
}

const SOIL_NAMES: Record<SoilType, string> = { black: 'Black cotton', red: 'Red', alluvial: 'Alluvial', laterite: 'Laterite' }

function draftFarmHouse(listing: ListingType, rng: SeedRng, ctx: DraftContext): Draft {
  const acres = rng.pick([1, 1.5, 2, 2.5, 3, 4, 5])
  const bhk = rng.int(2, 4)
  const builtUp = round(rng.int(1400, 3200), 50)
  const soil: SoilType = rng.pick(valuesOf(SOIL_TYPES))
  const water = rng.pick(['Borewell', 'Borewell + open well', 'Canal + borewell'])
  const trees = rng.pick(['mango', 'coconut', 'guava', 'sapota', 'teak'])
  const draft: Draft = {
    listing_type: listing,
    property_type: 'farm_house',
    land_type: 'agricultural',
    bedrooms: bhk,
    bathrooms: bhk,
    area_acres: acres,
    area_sqyd: Math.round(acres * 4840),
    plot_area_sqyd: Math.round(acres * 4840),
    plot_area_sqft: Math.round(acres * 43_560),
    area_sqft: builtUp,
    built_up_area_sqft: builtUp,
    floor_count: rng.int(1, 2),
    bhk_config: `${bhk}BHK`,
    furnishing_status: rng.pick(FURNISHING),
    facing: ctx.facing,
    soil_type: soil,
    road_access: true,
    water_source: water,
    electricity_available: true,
    water_availability: true,
    boundary_fencing: true,
    parking_spaces: rng.int(2, 6),
    power_backup: rng.chance(0.5),
    private_garden: true,
    private_driveway: true,
    titleHint: [],
    descriptionParts: [
      `${bhk} BHK farm house of ${builtUp.toLocaleString('en-IN')} sq ft on ${acres} acre${acres === 1 ? '' : 's'} at ${ctx.loc}, near ${ctx.cityName}.`,
      `${trees.charAt(0).toUpperCase() + trees.slice(1)} plantation, ${water.toLowerCase()}, fenced compound, caretaker's room and parking for ${rng.int(3, 8)} cars.`,
    ],
    sectionPool: [
      {
        title: 'Farm',
        content: `About ${rng.int(40, 200)} ${trees} trees, drip irrigation, ${SOIL_NAMES[soil].toLowerCase()} soil and a ${water.toLowerCase()} water source.`,
      },
      {
        title: 'Weekend Getaway',
        content: `About ${rng.int(30, 60)} minutes from ${ctx.cityName} city centre by road, with a sit-out, lawn and space for gatherings.`,
      },
    ],
  }
  if (listing === 'SALE') {
    const perAcre = (ctx.tier === 1 ? rng.int(60, 150) : ctx.tier === 2 ? rng.int(20, 50) : rng.int(12, 35)) * LAKH
    const price = clamp(roundPrice(acres * perAcre + builtUp * 2000), 40 * LAKH, 6 * CRORE)
    draft.price = price
    draft.rate_per_sqyd = Math.round(price / draft.area_sqyd!)
    draft.legal_status = 'Clear title, farm house permission obtained'
    draft.titleHint = [
      `${acres} Acre Farm House near ${ctx.cityName}`,
      `Farm House with ${trees.charAt(0).toUpperCase() + trees.slice(1)} Orchard near ${ctx.cityName}`,
      `${bhk} BHK Farm House on ${acres} Acres near ${ctx.cityName}`,
    ]
  } else {
    const fields = rentFields(rng, ctx, rng.int(25_000, 80_000), 0)
    Object.assign(draft, fields)
    draft.sectionPool.push(rentalTermsSection(rng, ctx, Math.round(fields.security_deposit! / fields.monthly_rent!)))
    draft.titleHint = [
      `Farm House for Rent near ${ctx.cityName}`,
      `${bhk} BHK Farm House for Rent near ${ctx.cityName}`,
      `${trees.charAt(0).toUpperCase() + trees.slice(1)} Orchard Farm House for Rent near ${ctx.cityName}`,
    ]
  }
  return draft
}

/* ------------------------------------------------------------------------------------------
 * The demo catalogue
 * ---------------------------------------------------------------------------------------- */

export type DemoOwnerKey = 'seller' | 'agent'

export interface DemoProperty {
  data: PropertySeedData
  /** Which demo account owns it. */
  owner: DemoOwnerKey
  /** The generated pictures to attach; the first, the listing's own street view, is the cover. */
  images: SeedImageRef[]
}

export interface DemoCatalogueOptions {
  seed?: number
  /** Listings per property type (>= 6; 8 gives 64 listings). */
  perType?: number
  /** How many listings are featured. */
  featured?: number
  today?: Date
}

/** Relative weight of each city in the demo set (unlisted cities weigh 1). */
const CITY_WEIGHT: Readonly<Record<string, number>> = {
  Hyderabad: 6,
  Visakhapatnam: 6,
  Vijayawada: 3,
  Guntur: 2,
  Tirupati: 2,
  Warangal: 2,
  Secunderabad: 1.5,
  Bangalore: 1.5,
}

/** Listing types per slot for one property type: residential and commercial mix SALE and RENT. */
function listingPlan(type: PropertyType, count: number): ListingType[] {
  if (isSaleOnly(type)) return Array.from({ length: count }, () => 'SALE')
  if (type === 'farm_house') return Array.from({ length: count }, (_, i) => (i === count - 1 ? 'RENT' : 'SALE'))
  // Roughly 5 SALE : 3 RENT, alternating so both appear early.
  return Array.from({ length: count }, (_, i) => (i % 8 === 1 || i % 8 === 4 || i % 8 === 6 ? 'RENT' : 'SALE'))
}

/**
 * The demo listings: `perType` of each of the eight types (default 8 → 64), spread over the
 * 35 reference cities (every city gets at least one when there are enough slots), SALE and
 * RENT for residential and commercial types, unique titles, `featured` of them featured and
 * about half verified. Deterministic for a given seed and `today`.
 */
export function buildDemoProperties(options: DemoCatalogueOptions = {}): DemoProperty[] {
  const seed = options.seed ?? DEMO_SEED
  const perType = Math.max(6, options.perType ?? 8)
  const featuredCount = options.featured ?? 8
  const today = options.today ?? new Date()
  const rng = createSeedRng(seed)

  type Slot = { type: PropertyType; listing: ListingType; index: number }
  const slots: Slot[] = []
  for (const type of PROPERTY_TYPES) {
    listingPlan(type, perType).forEach((listing, index) => slots.push({ type, listing, index }))
  }

  // Cities: least-used relative to weight, eligible for the type; ties broken by the rng.
  const used = new Map<string, number>()
  const order = rng.shuffle(slots)
  const cityOf = new Map<Slot, CityRef>()
  for (const slot of order) {
    const eligible = CITIES.filter((c) => !(RURAL.includes(slot.type) && METROS.includes(c.name)))
    const score = (c: CityRef) => (used.get(c.name) ?? 0) / (CITY_WEIGHT[c.name] ?? 1)
    const best = Math.min(...eligible.map(score))
    const candidates = eligible.filter((c) => score(c) === best)
    const city = rng.pick(candidates)
    used.set(city.name, (used.get(city.name) ?? 0) + 1)
    cityOf.set(slot, city)
  }

  const titles = new Set<string>()
  const out: DemoProperty[] = []
  for (const slot of slots) {
    const prng = rng.fork(`${slot.type}:${slot.index}`)
    const city = cityOf.get(slot)!
    // Draft once to get title candidates, then pick the first unused one.
    const built = generateProperty({ property_type: slot.type, listing_type: slot.listing, city: city.name }, prng, { today })
    let title = built.titles.find((t) => !titles.has(slugify(t)))
    if (!title) {
      let n = 2
      while (titles.has(slugify(`${built.titles[0]} ${n}`))) n++
      title = `${built.titles[0]} ${n}`
    }
    titles.add(slugify(title))
    // The street view and two or three other views (rooms, plan, surroundings): 3 or 4 pictures.
    const images = listingImages(slot.type, slot.index, prng.chance(0.5) ? 3 : 2)
    out.push({
      data: { ...built.data, title },
      owner: slot.index % 2 === 0 ? 'seller' : 'agent',
      images,
    })
  }

  // Featured: spread across types (the first listing of each type, then the next ones), verified.
  const byType = PROPERTY_TYPES.map((t) => out.filter((p) => p.data.property_type === t))
  for (let round = 0, chosen = 0; chosen < featuredCount && round < perType; round++) {
    for (const list of byType) {
      const p = list[round]
      if (p && chosen < featuredCount) {
        p.data.featured = true
        p.data.verified = true
        chosen++
      }
    }
  }
  return out
}

/** India's bounding box (mainland and islands), for sanity checks on coordinates. */
export const INDIA_BOUNDS = { minLat: 6.5, maxLat: 37.1, minLng: 68.1, maxLng: 97.4 } as const

/**
 * Lookups and normalisers over the option lists in constants/: map the spec's alternative
 * spellings onto the stored values, and answer "which cities / which band / which category".
 */
import {
  AGENT_DIRECTORY_EXPERIENCE_BANDS,
  AGENT_EXPERIENCE_LEVELS,
  CITIES,
  FACING,
  HOME_SEARCH_STATES,
  INDIAN_STATES,
  LEGACY_PROPERTY_TYPE_ALIASES,
  LEGACY_ROLE_ALIASES,
  NO_ROOMS_PROPERTY_TYPES,
  PLOT_AREA_PROPERTY_TYPES,
  PROPERTY_CATEGORIES,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  ROLES,
  SALE_ONLY_PROPERTY_TYPES,
  VERIFIED_STATUSES,
  type AgentDirectoryExperienceBand,
  type AgentExperienceLevel,
  type CityGroup,
  type CityRef,
  type Facing,
  type FurnishingStatus,
  type IndianState,
  type PropertyCategoryKey,
  type PropertyType,
  type Role,
  type VerificationStatus,
} from './constants'

/** Type guard: is `value` one of the strings of `list`? */
export function isOneOf<const T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value)
}

/** 'farm_house' -> 'Farm House', 'no_show' -> 'No Show'. */
export function humanize(value: string): string {
  return value
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ')
}

const lettersOnly = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '')

/**
 * Maps every spelling found in the spec onto the stored furnishing value:
 * 'Fully Furnished', 'fully-furnished', 'furnished' -> 'Fully-Furnished';
 * 'Semi Furnished', 'semi_furnished' -> 'Semi-Furnished'; 'unfurnished' -> 'Unfurnished'.
 * Returns null for anything else.
 */
export function normalizeFurnishingStatus(value: unknown): FurnishingStatus | null {
  if (typeof value !== 'string') return null
  switch (lettersOnly(value)) {
    case 'unfurnished':
      return 'Unfurnished'
    case 'semifurnished':
      return 'Semi-Furnished'
    case 'fullyfurnished':
    case 'furnished':
      return 'Fully-Furnished'
    default:
      return null
  }
}

/** 'North-East', 'NORTH EAST', 'northeast' -> 'northeast'. Null when not a direction. */
export function normalizeFacing(value: unknown): Facing | null {
  if (typeof value !== 'string') return null
  const key = lettersOnly(value)
  return isOneOf(FACING, key) ? key : null
}

/** Stored role for a role name, including the legacy 'owner' (-> seller). */
export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase()
  if (isOneOf(ROLES, key)) return key
  return LEGACY_ROLE_ALIASES[key] ?? null
}

/**
 * Parses property types from a query value: a single type, a comma list
 * ('land,farm_house,plot') or repeated values. Unknown values are dropped, the legacy
 * 'apartment' expands to both apartment types, duplicates are removed, order is kept.
 */
export function normalizePropertyTypes(value: unknown): PropertyType[] {
  const raw: unknown[] = Array.isArray(value) ? value : [value]
  const out: PropertyType[] = []
  for (const item of raw) {
    if (typeof item !== 'string') continue
    for (const part of item.split(',')) {
      const key = part.trim().toLowerCase()
      const types: readonly PropertyType[] = isOneOf(PROPERTY_TYPES, key) ? [key] : (LEGACY_PROPERTY_TYPE_ALIASES[key] ?? [])
      for (const t of types) if (!out.includes(t)) out.push(t)
    }
  }
  return out
}

export function propertyTypeLabel(type: string): string {
  return isOneOf(PROPERTY_TYPES, type) ? PROPERTY_TYPE_LABELS[type] : humanize(type)
}

/** Land and plot can only be sold. */
export function isSaleOnlyType(type: unknown): boolean {
  return isOneOf(SALE_ONLY_PROPERTY_TYPES, type)
}

/** Land, plot and farm house need a plot area. */
export function requiresPlotArea(type: unknown): boolean {
  return isOneOf(PLOT_AREA_PROPERTY_TYPES, type)
}

/** Plot hides bedrooms, bathrooms and amenities. */
export function hidesRooms(type: unknown): boolean {
  return isOneOf(NO_ROOMS_PROPERTY_TYPES, type)
}

export function propertyCategoryOf(type: PropertyType): PropertyCategoryKey {
  const found = PROPERTY_CATEGORIES.find((c) => (c.types as readonly PropertyType[]).includes(type))
  // Every PropertyType belongs to exactly one category (checked by the tests).
  return found ? found.key : 'residential'
}

export function isVerifiedStatus(status: unknown): status is Extract<VerificationStatus, 'verified' | 'approved'> {
  return isOneOf(VERIFIED_STATUSES, status)
}

/** Finds a state by name or 2-letter code, case-insensitively. */
export function findState(nameOrCode: string): IndianState | undefined {
  const key = nameOrCode.trim().toLowerCase()
  if (!key) return undefined
  return INDIAN_STATES.find((s) => s.name.toLowerCase() === key || s.code.toLowerCase() === key)
}

/** Reference cities of a state (from the 35-city list), in list order. */
export function citiesOfState(stateName: string): CityRef[] {
  const key = stateName.trim().toLowerCase()
  return CITIES.filter((c) => c.state.toLowerCase() === key)
}

export function citiesInGroup(group: CityGroup): CityRef[] {
  return CITIES.filter((c) => c.group === group)
}

export function findCity(name: string): CityRef | undefined {
  const key = name.trim().toLowerCase()
  return CITIES.find((c) => c.name.toLowerCase() === key)
}

/** The home search form's fixed cities for a state ([] for other states). */
export function homeSearchCities(stateName: string): readonly string[] {
  return HOME_SEARCH_STATES.find((s) => s.state === stateName)?.cities ?? []
}

/**
 * Years of experience for an agent's stored experience, which is either a sign-up level
 * ('0-1', '1-3', '3-5', '5-10', '10+': the lower bound is used) or a number.
 */
export function experienceYears(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value !== 'string') return null
  const v = value.trim()
  if (isOneOf(AGENT_EXPERIENCE_LEVELS, v)) {
    return Number.parseInt(v, 10)
  }
  if (/^\d+(\.\d+)?\+?$/.test(v)) return Number.parseFloat(v)
  return null
}

export function isAgentExperienceLevel(value: unknown): value is AgentExperienceLevel {
  return isOneOf(AGENT_EXPERIENCE_LEVELS, value)
}

/** Does an agent's experience fall in a directory filter band ('0-2', '3-5', '6-10', '10+')? */
export function matchesExperienceBand(experience: unknown, band: AgentDirectoryExperienceBand): boolean {
  const years = experienceYears(experience)
  const def = AGENT_DIRECTORY_EXPERIENCE_BANDS.find((b) => b.value === band)
  if (years === null || !def) return false
  return years >= def.min && (def.maxExclusive === null || years < def.maxExclusive)
}

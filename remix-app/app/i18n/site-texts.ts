/**
 * The English texts of @gruha/shared that the site shows (messages, spec labels, option labels),
 * each under a typed key (`SiteTextKey`): the `messages` catalogue of Telugu and Hindi is keyed by
 * these keys, and `tsc` fails when one lacks a key or holds one this registry does not (SiteTextCatalogue).
 * English needs no catalogue: this registry is it. See docs/i18n.md and ADR 28.
 *
 * Keys: MESSAGES' groups and LABELS by their object paths (`password.required`, `labels.home.heroSlides.0`),
 * label maps by their own keys (`propertyType.villa`), option lists by their stored value or id
 * (`amenity.Swimming Pool`, `priceRange.0-2000000`). The console's texts (`admin`) stay English;
 * function-valued messages are left out.
 */
import {
  AGENT_EXPERIENCE_LEVEL_LABELS,
  AGENT_PROFILE_SPECIALIZATIONS,
  AGENT_SPECIALIZATIONS,
  AMENITIES,
  BUSINESS_TYPES,
  CARD_ICON_AMENITIES,
  COMMERCIAL_SUBTYPE_LABELS,
  DEFAULT_DISPLAY_AMENITIES,
  DEFAULT_NEARBY_HIGHLIGHTS,
  DOCUMENT_CATEGORY_LABELS,
  FACING_LABELS,
  FRESHNESS_MESSAGES,
  FURNISHING_STATUS_LABELS,
  LABELS,
  LAND_TYPE_LABELS,
  LISTING_TYPE_LABELS,
  MESSAGES,
  MODERATION_MESSAGES,
  POPULAR_SEARCHES,
  PRICE_RANGES,
  PROPERTY_CATEGORIES,
  PROPERTY_DISPLAY_DEFAULTS,
  PROPERTY_SORT_LABELS,
  PROPERTY_TYPE_LABELS,
  RERA_MESSAGES,
  ROLE_LABELS,
  SELLER_APPLICATION_BUSINESS_TYPE_LABELS,
  SOIL_TYPE_LABELS,
  SPAM_MESSAGES,
  TRUST_MESSAGES,
  USER_STATUS_LABELS,
  VERIFICATION_STATUS_LABELS,
  VISIT_NOTE_REQUIRED,
} from '@gruha/shared'

function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>
}

/** A list whose English values are stored data, each keyed by itself. */
function byValue<const V extends string>(values: readonly V[]): Record<V, V> {
  return Object.fromEntries(values.map((v) => [v, v])) as Record<V, V>
}

/** Option labels keyed by the option's `field` (its value or id). */
function labelsBy<const T extends { label: string }, F extends keyof T>(items: readonly T[], field: F): Record<T[F] & string, string> {
  return Object.fromEntries(items.map((item) => [item[field], item.label])) as Record<T[F] & string, string>
}

/** MESSAGES' groups at the top, then the other sources, each under a group name of its own. */
const OTHER_TEXTS = {
  labels: omit(LABELS, 'admin'),
  trust: TRUST_MESSAGES,
  spam: SPAM_MESSAGES,
  moderation: omit(MODERATION_MESSAGES, 'alreadyDecided', 'noteRequired', 'noOwner', 'notAListing', 'decided'),
  rera: RERA_MESSAGES,
  freshness: FRESHNESS_MESSAGES,
  visit: { noteRequired: VISIT_NOTE_REQUIRED },
  role: ROLE_LABELS,
  userStatus: USER_STATUS_LABELS,
  verificationStatus: VERIFICATION_STATUS_LABELS,
  listingType: LISTING_TYPE_LABELS,
  propertyType: PROPERTY_TYPE_LABELS,
  propertyCategory: labelsBy(PROPERTY_CATEGORIES, 'key'),
  popularSearch: labelsBy(POPULAR_SEARCHES, 'propertyType'),
  priceRange: labelsBy(PRICE_RANGES, 'value'),
  commercialSubtype: COMMERCIAL_SUBTYPE_LABELS,
  landType: LAND_TYPE_LABELS,
  soilType: SOIL_TYPE_LABELS,
  facing: FACING_LABELS,
  furnishingStatus: FURNISHING_STATUS_LABELS,
  amenity: byValue([...AMENITIES, ...CARD_ICON_AMENITIES, ...DEFAULT_DISPLAY_AMENITIES]),
  nearbyHighlight: byValue(DEFAULT_NEARBY_HIGHLIGHTS),
  propertyDefault: omit(PROPERTY_DISPLAY_DEFAULTS, 'status'),
  sort: PROPERTY_SORT_LABELS,
  businessType: byValue(BUSINESS_TYPES),
  sellerBusinessType: SELLER_APPLICATION_BUSINESS_TYPE_LABELS,
  experienceLevel: AGENT_EXPERIENCE_LEVEL_LABELS,
  agentSpecialization: byValue(AGENT_SPECIALIZATIONS),
  profileSpecialization: byValue(AGENT_PROFILE_SPECIALIZATIONS),
  documentCategory: DOCUMENT_CATEGORY_LABELS,
}

/** Group names of MESSAGES that another source took: each would hide the other's texts. */
export const CLASHING_GROUPS = Object.keys(OTHER_TEXTS).filter((group) => group in MESSAGES)

export const SITE_TEXTS = { ...omit(MESSAGES, 'admin'), ...OTHER_TEXTS }

type ChildKey<T> = T extends readonly unknown[] ? Exclude<keyof T, keyof (readonly unknown[])> & string : keyof T & string

/** The dotted paths to the strings of a nested object (array items by index; functions left out). */
export type TextPath<T> = {
  [K in ChildKey<T>]: T[K] extends string ? K : T[K] extends (...args: never[]) => unknown ? never : `${K}.${TextPath<T[K]>}`
}[ChildKey<T>]

export type SiteTextKey = TextPath<typeof SITE_TEXTS>

function textEntries(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => textEntries(child, path ? `${path}.${key}` : key))
}

/** Every key with its English text, in the registry's order. */
export function siteTextEntries(): [SiteTextKey, string][] {
  return textEntries(SITE_TEXTS, '') as [SiteTextKey, string][]
}

/** `C` itself if it has exactly the registry's keys; else `tsc` fails, naming the missing or unknown key. */
export type SiteTextCatalogue<C extends Record<SiteTextKey, string> & Record<Exclude<keyof C, SiteTextKey>, never>> = C

/**
 * A language's `messages` catalogue as i18next holds it: keyed by the English text, which is what
 * schemas and services hand the site (translateMessage). Texts that share one English wording share
 * one entry (catalogues.test.ts keeps their translations equal). Run at build time
 * (messages-by-english.ts), so the browser never loads this registry.
 */
export function byEnglish(catalogue: Record<string, string>): Record<string, string> {
  const table: Record<string, string> = {}
  for (const [key, english] of siteTextEntries()) table[english] ??= catalogue[key]
  return table
}

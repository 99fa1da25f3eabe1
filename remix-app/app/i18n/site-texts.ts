/**
 * The English texts of @gruha/shared that the site shows: messages, spec labels and option labels.
 * The `messages` catalogue holds each of them, keyed by the English text (docs/i18n.md); the
 * completeness check fails when one is missing. The console's (`admin`) texts stay English.
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
  RERA_MESSAGES,
  VISIT_NOTE_REQUIRED,
  FURNISHING_STATUS_LABELS,
  HERO_SLIDES,
  LABELS,
  LAND_TYPE_LABELS,
  LISTING_TYPE_LABELS,
  MESSAGES,
  POPULAR_SEARCHES,
  PRICE_RANGES,
  PROPERTY_CATEGORIES,
  PROPERTY_DISPLAY_DEFAULTS,
  PROPERTY_SORT_LABELS,
  PROPERTY_TYPE_LABELS,
  ROLE_LABELS,
  SELLER_APPLICATION_BUSINESS_TYPE_LABELS,
  SOIL_TYPE_LABELS,
  USER_STATUS_LABELS,
  VERIFICATION_STATUS_LABELS,
} from '@gruha/shared'

function strings(value: unknown, skip: readonly string[] = []): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((v) => strings(v))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => (skip.includes(k) ? [] : strings(v)))
}

const label = (items: readonly { label: string }[]) => items.map((i) => i.label)

export function siteTexts(): string[] {
  return [
    ...new Set([
      ...strings(MESSAGES, ['admin']),
      ...strings(LABELS, ['admin']),
      ...HERO_SLIDES,
      ...strings(ROLE_LABELS),
      ...strings(USER_STATUS_LABELS),
      ...strings(VERIFICATION_STATUS_LABELS),
      ...strings(LISTING_TYPE_LABELS),
      ...strings(PROPERTY_TYPE_LABELS),
      ...label(PROPERTY_CATEGORIES),
      ...label(POPULAR_SEARCHES),
      ...label(PRICE_RANGES),
      ...strings(COMMERCIAL_SUBTYPE_LABELS),
      ...strings(LAND_TYPE_LABELS),
      ...strings(SOIL_TYPE_LABELS),
      ...strings(FACING_LABELS),
      ...strings(FURNISHING_STATUS_LABELS),
      ...AMENITIES,
      ...CARD_ICON_AMENITIES,
      ...DEFAULT_DISPLAY_AMENITIES,
      ...DEFAULT_NEARBY_HIGHLIGHTS,
      PROPERTY_DISPLAY_DEFAULTS.floor,
      PROPERTY_DISPLAY_DEFAULTS.houseFacing,
      PROPERTY_DISPLAY_DEFAULTS.reraNumber,
      ...strings(PROPERTY_SORT_LABELS),
      ...BUSINESS_TYPES,
      ...strings(SELLER_APPLICATION_BUSINESS_TYPE_LABELS),
      ...strings(AGENT_EXPERIENCE_LEVEL_LABELS),
      ...AGENT_SPECIALIZATIONS,
      ...AGENT_PROFILE_SPECIALIZATIONS,
      ...strings(DOCUMENT_CATEGORY_LABELS),
      ...strings(RERA_MESSAGES),
      ...strings(FRESHNESS_MESSAGES),
      VISIT_NOTE_REQUIRED,
    ]),
  ]
}

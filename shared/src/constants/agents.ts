// Agents: sign-up and directory option lists, card defaults, licence numbers and commission.

/** Agent sign-up experience levels (spec 000). Stored as the value. */
export const AGENT_EXPERIENCE_LEVELS = ['0-1', '1-3', '3-5', '5-10', '10+'] as const
export type AgentExperienceLevel = (typeof AGENT_EXPERIENCE_LEVELS)[number]

export const AGENT_EXPERIENCE_LEVEL_LABELS: Record<AgentExperienceLevel, string> = {
  '0-1': '0-1 years',
  '1-3': '1-3 years',
  '3-5': '3-5 years',
  '5-10': '5-10 years',
  '10+': '10+ years',
}

/** Agent sign-up specializations (spec 000). */
export const AGENT_SPECIALIZATIONS = [
  'Residential Sales',
  'Commercial Sales',
  'Rental Properties',
  'Luxury Properties',
  'Investment Properties',
  'New Construction',
  'Property Management',
  'Industrial Properties',
  'Land/Plot Sales',
] as const
export type AgentSpecialization = (typeof AGENT_SPECIALIZATIONS)[number]

/** Agents directory specialization filter (spec 000). */
export const AGENT_DIRECTORY_SPECIALIZATIONS = ['Residential', 'Commercial', 'Luxury', 'Investment'] as const
export type AgentDirectorySpecialization = (typeof AGENT_DIRECTORY_SPECIALIZATIONS)[number]

/** Agent profile (settings tab) specializations (spec 001). */
export const AGENT_PROFILE_SPECIALIZATIONS = ['Residential', 'Commercial', 'Luxury', 'Investment', 'Land'] as const

/** Admin Add User specialization choices (spec 002). */
export const ADMIN_AGENT_SPECIALIZATIONS = ['residential', 'commercial', 'industrial', 'luxury'] as const

/**
 * Agents directory experience filter (spec 000: 0-2, 3-5, 6-10, 10+ years).
 * A band matches `min <= years < maxExclusive` (`null` = no upper bound). The spec's labels
 * overlap at exactly 10 years; we place 10 in "10+", so "6-10" means at least 6 and under 10.
 */
export const AGENT_DIRECTORY_EXPERIENCE_BANDS = [
  { value: '0-2', label: '0-2 years', min: 0, maxExclusive: 3 },
  { value: '3-5', label: '3-5 years', min: 3, maxExclusive: 6 },
  { value: '6-10', label: '6-10 years', min: 6, maxExclusive: 10 },
  { value: '10+', label: '10+ years', min: 10, maxExclusive: null },
] as const
export type AgentDirectoryExperienceBand = (typeof AGENT_DIRECTORY_EXPERIENCE_BANDS)[number]['value']

/** Agent card rating (spec 000 shows a fixed 4.5 until reviews exist). */
export const AGENT_DEFAULT_RATING = 4.5

/** Agent card defaults when a field is missing (spec 000 "Agent card (derived)"). */
export const AGENT_CARD_DEFAULTS = {
  rating: AGENT_DEFAULT_RATING,
  totalSales: 0,
  languages: ['English'],
  /** The agency name is the agent's name followed by this word. */
  agencySuffix: 'Realty',
  specialization: 'General',
  firstName: 'Agent',
  lastName: 'User',
} as const

/** Agent licence numbers: H&O001, H&O002, ... generated on admin approval. */
export const LICENSE_PREFIX_DEFAULT = 'H&O'
export const LICENSE_NUMBER_DIGITS = 3

/** Commission structure (spec 001). */
export const COMMISSION = {
  /** Percent of the sale value. */
  salePercent: 2,
  /** Months of rent for a rental. */
  rentalMonthsOfRent: 1,
  /** Rupees per inquiry conversion. */
  perInquiryConversion: 500,
  /** Monthly bonus cap in rupees. */
  monthlyBonusMax: 10000,
  /** (not in spec) The monthly bonus is this percent of the month's commission, up to the cap. */
  monthlyBonusPercent: 10,
  /** Earnings shown per accepted assignment on the agent dashboard. */
  perAcceptedAssignment: 15000,
} as const

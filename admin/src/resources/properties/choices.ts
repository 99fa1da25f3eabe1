import {
  LISTING_TYPES,
  LISTING_TYPE_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  formatListingPrice,
} from '@gruha/shared'

const toChoices = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((id) => ({ id, name: labels[id] }))

export const propertyTypeChoices = toChoices(PROPERTY_TYPES, PROPERTY_TYPE_LABELS)
export const listingTypeChoices = toChoices(LISTING_TYPES, LISTING_TYPE_LABELS)
export const propertyStatusChoices = toChoices(PROPERTY_STATUSES, PROPERTY_STATUS_LABELS)

export interface PropertyRecord {
  id: number
  custom_id?: string | null
  title: string
  property_type: (typeof PROPERTY_TYPES)[number]
  listing_type: 'SALE' | 'RENT'
  status?: string | null
  price?: number | null
  monthly_rent?: number | null
  city?: string | null
  state?: string | null
  owner?: number | null
  owner_name?: string | null
  owner_email?: string | null
  verified?: boolean | null
  image_files?: Array<{ id: number; url: string | null; thumbnail: string | null; filename: string | null }>
  createdAt?: string
}

/** Spec 002 §9: rupees without decimals, 'N/A' when empty; rent per month. */
export const priceText = (p: Pick<PropertyRecord, 'listing_type' | 'price' | 'monthly_rent'>) => formatListingPrice(p)

/** Spec 002 §4: a missing status shows as pending. */
export const statusText = (status?: string | null) =>
  status && status in PROPERTY_STATUS_LABELS ? PROPERTY_STATUS_LABELS[status as keyof typeof PROPERTY_STATUS_LABELS] : 'Pending'

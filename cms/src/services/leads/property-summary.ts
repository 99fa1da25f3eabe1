import { formatListingPrice, propertyPath } from '@gruha/shared'
import type { Media, Property } from '../../payload-types'

/** What the member pages show about the property a booking or enquiry is about. */
export type PropertySummary = {
  id: number
  title: string
  path: string
  place: string
  address: string | null
  price: string
  image: string | null
}

/** Populate only these property and media columns when listing bookings and enquiries (depth 2). */
export const LEAD_POPULATE = {
  properties: {
    title: true,
    slug: true,
    city: true,
    state: true,
    address: true,
    listing_type: true,
    price: true,
    monthly_rent: true,
    images: true,
  },
  media: { url: true, filename: true, sizes: { thumbnail: { url: true, filename: true } } },
} as const

/**
 * The property as the caller may see it. A listing they can no longer read (inactive) comes back
 * as an id only: spec 001 §8 shows a placeholder titled 'Property'.
 */
export function summarizeProperty(value: number | Property | null | undefined): PropertySummary | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'number')
    return { id: value, title: 'Property', path: `/property/${value}`, place: '', address: null, price: '', image: null }
  const cover = Array.isArray(value.images) ? value.images[0] : undefined
  const media = cover && typeof cover === 'object' ? (cover as Media) : null
  return {
    id: value.id,
    title: value.title || 'Property',
    path: propertyPath({ id: value.id, title: value.title, slug: value.slug }),
    place: [value.city, value.state].filter(Boolean).join(', '),
    address: value.address ?? null,
    price: formatListingPrice(value),
    image: media?.sizes?.thumbnail?.url ?? media?.url ?? null,
  }
}

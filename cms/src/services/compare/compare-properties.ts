import type { Payload, TypedUser } from 'payload'
import { MAX_COMPARE, areaInSqft, pricePerSqft } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import { CARD_MEDIA_POPULATE, PROPERTY_CARD_SELECT, toPropertyCard, type PropertyCard } from '../properties/property-card'

export const TOO_MANY_TO_COMPARE = `You can compare up to ${MAX_COMPARE} properties at a time.`

/** A listing's column in the compare table: its card plus the facts compared. */
export type CompareItem = PropertyCard & {
  pricePerSqft: number | null
  areaTotalSqft: number | null
  furnishing: string | null
  facing: string | null
  parkingSpaces: number | null
  amenities: string[]
}

export type ComparePropertiesOptions = { payload: Payload; user: TypedUser | null; input: { ids: number[] } }

/**
 * The listings to compare, in the order asked, read as the caller (a listing they may not see is
 * left out, as if it did not exist). More than MAX_COMPARE ids is refused.
 */
export async function compareProperties({ payload, user, input: { ids } }: ComparePropertiesOptions): Promise<CompareItem[]> {
  if (ids.length > MAX_COMPARE) throw new AppError('INVALID_INPUT', TOO_MANY_TO_COMPARE, { fieldErrors: { ids: TOO_MANY_TO_COMPARE } })
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'properties',
    where: { id: { in: ids } },
    select: {
      ...PROPERTY_CARD_SELECT,
      built_up_area_sqft: true,
      carpet_area_sqft: true,
      plot_area_sqft: true,
      furnishing_status: true,
      facing: true,
    },
    populate: CARD_MEDIA_POPULATE,
    depth: 1,
    limit: MAX_COMPARE,
    overrideAccess: false,
    user,
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    const card = toPropertyCard(doc as Record<string, unknown>)
    const amount = doc.listing_type === 'RENT' ? doc.monthly_rent : doc.price
    return [
      {
        ...card,
        pricePerSqft: pricePerSqft(amount, doc),
        areaTotalSqft: areaInSqft(doc),
        furnishing: doc.furnishing_status ?? null,
        facing: doc.facing ?? null,
        parkingSpaces: doc.parking_spaces ?? null,
        amenities: (doc.amenities ?? []).filter((a): a is string => typeof a === 'string'),
      },
    ]
  })
}

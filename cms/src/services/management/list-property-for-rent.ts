import type { Payload } from 'payload'
import { MESSAGES, PROPERTY_REVIEW_STATUS, isSaleOnlyType, type RentListingData } from '@gruha/shared'
import type { SessionUser } from '../../domain/auth/session-user'
import { myPropertiesWhere } from '../my-properties/list-my-properties'
import { AppError } from '../../errors/app-error'

export type ListPropertyForRentOptions = { payload: Payload; user: SessionUser; input: RentListingData }
export type ListPropertyForRentResult = { rentListingId: number; propertyId: number }

/**
 * The rent-out wizard: stores (or updates) the owner's rent listing for one of their properties and
 * makes the property itself a RENT listing with the same rent, deposit and date, active again unless
 * it still waits for review. It then shows on /rent. Land and plots stay SALE only. Throws AppError
 * NOT_FOUND for a property that is not the owner's, INVALID_INPUT for land and plots.
 */
export async function listPropertyForRent({ payload, user, input }: ListPropertyForRentOptions): Promise<ListPropertyForRentResult> {
  const as = { overrideAccess: false, user } as const
  const propertyId = Number(input.property)
  const found = await payload.find({
    collection: 'properties',
    where: { and: [{ id: { equals: propertyId } }, myPropertiesWhere(user)] },
    select: { property_type: true, status: true },
    depth: 0,
    limit: 1,
    ...as,
  })
  const property = found.docs[0]
  if (!property) throw new AppError('NOT_FOUND', MESSAGES.rent.propertyRequired)
  if (isSaleOnlyType(property.property_type)) throw new AppError('INVALID_INPUT', MESSAGES.rent.saleOnlyType)

  const terms = {
    monthly_rent: input.monthly_rent,
    security_deposit: input.security_deposit,
    available_from: input.available_from,
    lease_duration: input.lease_duration ?? null,
    tenant_preferences: input.tenant_preferences,
    house_rules: input.house_rules,
    rental_terms: input.rental_terms ?? null,
    contact_preferences: input.contact_preferences,
  }
  const existing = await payload.find({
    collection: 'rent-listings',
    where: { property: { equals: propertyId } },
    depth: 0,
    limit: 1,
    ...as,
  })
  const rentListing = existing.docs[0]
    ? await payload.update({ collection: 'rent-listings', id: existing.docs[0].id, data: terms, depth: 0, ...as })
    : await payload.create({ collection: 'rent-listings', data: { ...terms, property: propertyId }, depth: 0, ...as })

  await payload.update({
    collection: 'properties',
    id: propertyId,
    data: {
      listing_type: 'RENT',
      monthly_rent: input.monthly_rent,
      security_deposit: input.security_deposit,
      available_from: input.available_from,
      price: null,
      ...(property.status === PROPERTY_REVIEW_STATUS ? {} : { status: 'active' as const }),
    },
    depth: 0,
    ...as,
  })
  return { rentListingId: rentListing.id, propertyId }
}

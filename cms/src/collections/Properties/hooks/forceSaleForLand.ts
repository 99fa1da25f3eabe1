import type { CollectionBeforeValidateHook } from 'payload'
import type { Property } from '../../../payload-types'

/** Spec 002 §4: plot and land are always listed for SALE. */
export const forceSaleForLand: CollectionBeforeValidateHook<Property> = ({ data, originalDoc }) => {
  if (!data) return data
  const type = data.property_type ?? originalDoc?.property_type
  if (type === 'land' || type === 'plot') data.listing_type = 'SALE'
  return data
}

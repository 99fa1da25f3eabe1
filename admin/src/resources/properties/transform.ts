import { propertyFormFieldNames, type ListingType, type PropertyType } from '@gruha/shared'

/**
 * The body of POST /api/admin/properties and PUT /api/admin/properties/{id}: the fields the form
 * shows for the type and listing type, plus sections and images. Price is therefore sent for
 * SALE only, monthly rent and deposit for RENT only (spec 002 §5); the server applies the same rule.
 */
export function toPropertyPayload(data: Record<string, unknown>) {
  const type = data.property_type as PropertyType
  const listing = data.listing_type as ListingType
  const body: Record<string, unknown> = {}
  for (const name of propertyFormFieldNames(type, listing, 'admin')) {
    const value = data[name]
    body[name] = value === '' || value === undefined ? null : value
  }
  body.property_type = type
  body.sections = Array.isArray(data.sections) ? data.sections : []
  body.images = Array.isArray(data.images) ? data.images : []
  body.owner = data.owner === '' || data.owner === undefined ? null : data.owner
  // Spec 002 §5: an empty area is sent as 0 (the server then asks for a real one).
  if (body.area_sqft === null) body.area_sqft = 0
  return body
}

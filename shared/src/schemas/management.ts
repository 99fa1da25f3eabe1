/**
 * Property-management forms (spec 001): maintenance requests, the rent-out wizard and the NRI
 * management intake.
 */
import { z } from 'zod'
import {
  CONTACT_PREFERENCES,
  DEFAULT_MAINTENANCE_PRIORITY,
  DEFAULT_MANAGEMENT_TYPE,
  HOUSE_RULES,
  LEASE_DURATIONS,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MANAGEMENT_TYPES,
  LISTING_TYPES,
  MESSAGES,
  NRI_AMENITIES,
  NRI_FURNISHING_OPTIONS,
  NRI_PROPERTY_TYPES,
  TENANT_PREFERENCES,
} from '../constants'
import { isISODate } from '../dates'
import {
  PINCODE_PATTERN,
  blankToNull,
  blankToUndefined,
  enumField,
  nullableNumber,
  nullableText,
  relationId,
  requiredNumber,
  requiredText,
  toStringList,
} from './fields'

const M = MESSAGES.maintenance
const P = MESSAGES.properties
const R = MESSAGES.rent

/** New maintenance request: property, title, category, priority (default MEDIUM) and description. */
export const maintenanceRequestSchema = z.object({
  property: relationId(M.propertyRequired),
  title: requiredText(M.titleRequired),
  category: enumField(MAINTENANCE_CATEGORIES, M.categoryRequired),
  priority: z.preprocess(
    blankToUndefined,
    z.enum(MAINTENANCE_PRIORITIES, { error: M.priorityRequired }).default(DEFAULT_MAINTENANCE_PRIORITY),
  ),
  description: requiredText(M.descriptionRequired),
  estimated_cost: nullableNumber({ message: P.numberInvalid, min: 0 }),
})

export type MaintenanceRequestData = z.output<typeof maintenanceRequestSchema>

/** A list of option values (array, JSON text or comma text); unknown values fail. */
function optionList<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number][] = []) {
  return z.preprocess((v) => (v === undefined ? fallback : toStringList(v)), z.array(z.enum(values, { error: P.optionInvalid })))
}

/**
 * Rent-out wizard: monthly rent, deposit and available-from required; lease duration,
 * tenant preferences, house rules, rental terms; contact preferences all on by default.
 */
export const rentListingSchema = z.object({
  property: relationId(R.propertyRequired),
  monthly_rent: requiredNumber(P.monthlyRentRequired, {
    message: P.numberInvalid,
    gt: 0,
    rangeMessage: P.rentPositive,
  }),
  security_deposit: requiredNumber(R.depositRequired, { message: P.numberInvalid, min: 0 }),
  available_from: z.preprocess(blankToUndefined, z.string({ error: R.availableFromRequired }).refine(isISODate, P.dateInvalid)),
  lease_duration: z.preprocess(blankToUndefined, z.enum(LEASE_DURATIONS, { error: P.optionInvalid }).optional()),
  tenant_preferences: optionList(TENANT_PREFERENCES),
  house_rules: optionList(HOUSE_RULES),
  rental_terms: nullableText(5000),
  contact_preferences: optionList(CONTACT_PREFERENCES, [...CONTACT_PREFERENCES]),
})

export type RentListingData = z.output<typeof rentListingSchema>

/** NRI management intake: title, type, address, city and state required; management type defaults to FULL_SERVICE. */
export const nriRequestSchema = z.object({
  title: requiredText(P.titleRequired),
  property_type: enumField(NRI_PROPERTY_TYPES, P.propertyTypeRequired, P.propertyTypeInvalid),
  address: requiredText(P.addressRequired),
  city: requiredText(P.cityRequired),
  state: requiredText(P.stateRequired),
  district: nullableText(),
  mandal: nullableText(),
  zip_code: z.preprocess(blankToNull, z.string().regex(PINCODE_PATTERN, P.zipInvalid).nullable().optional()),
  listing_type: z.preprocess(blankToUndefined, z.enum(LISTING_TYPES, { error: P.listingTypeInvalid }).default('RENT')),
  management_type: z.preprocess(blankToUndefined, z.enum(MANAGEMENT_TYPES, { error: P.optionInvalid }).default(DEFAULT_MANAGEMENT_TYPE)),
  bedrooms: nullableNumber({ message: P.wholeNumberInvalid, int: true, min: 1, max: 6 }),
  bathrooms: nullableNumber({ message: P.wholeNumberInvalid, int: true, min: 1, max: 5 }),
  area_sqft: nullableNumber({ message: P.numberInvalid, min: 0 }),
  price: nullableNumber({ message: P.numberInvalid, min: 0 }),
  monthly_rent: nullableNumber({ message: P.numberInvalid, min: 0 }),
  security_deposit: nullableNumber({ message: P.numberInvalid, min: 0 }),
  furnishing_status: z.preprocess(blankToNull, z.enum(NRI_FURNISHING_OPTIONS, { error: P.optionInvalid }).nullable().optional()),
  amenities: z.preprocess((v) => (v === undefined ? [] : toStringList(v)), z.array(z.enum(NRI_AMENITIES, { error: P.optionInvalid }))),
  description: nullableText(5000),
})

export type NriRequestData = z.output<typeof nriRequestSchema>

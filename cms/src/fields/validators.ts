import { validations, type NumberFieldSingleValidation, type TextFieldSingleValidation } from 'payload'

/**
 * A custom `validate` replaces Payload's default one (required, min/max, maxLength), so these
 * run the default first and then the extra rule.
 */
export const textSatisfying =
  (accept: (v: string) => boolean, message: string, normalise: (v: string) => string = (v) => v): TextFieldSingleValidation =>
  (value, args) => {
    const base = validations.text(value, args)
    if (base !== true) return base
    if (value === null || value === undefined || value === '') return true
    return accept(normalise(value)) || message
  }

export const textMatching = (pattern: RegExp, message: string, normalise?: (v: string) => string): TextFieldSingleValidation =>
  textSatisfying((v) => pattern.test(v), message, normalise)

/** A number required only when the listing is of `listingType` (price for SALE, rent for RENT). */
export const numberRequiredFor =
  (listingType: string, message: string): NumberFieldSingleValidation =>
  (value, args) => {
    const base = validations.number(value, args)
    if (base !== true) return base
    const listing = (args.siblingData as { listing_type?: unknown } | undefined)?.listing_type
    return listing === listingType && (value === null || value === undefined) ? message : true
  }

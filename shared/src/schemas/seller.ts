/**
 * Seller application (/sell step 2, spec 000 section 5): required business_name,
 * business_type, experience_years, pan_number, address, pincode, bank_account, ifsc_code and
 * the state / district / mandal selection; optional license_number, gst_number, city.
 * Documents are checked one by one with `sellerDocumentError` (upload.ts): a failing file is
 * skipped and the rest continue.
 */
import { z } from 'zod'
import { MESSAGES, SELLER_APPLICATION_BUSINESS_TYPES } from '../constants'
import {
  BANK_ACCOUNT_PATTERN,
  blankToUndefined,
  enumField,
  firstFailing,
  GST_PATTERN,
  matches,
  notBlank,
  IFSC_PATTERN,
  optionalText,
  PAN_PATTERN,
  PINCODE_PATTERN,
  requiredNumber,
  requiredText,
} from './fields'

const S = MESSAGES.seller

const upper = (required: string, pattern: RegExp, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .superRefine(
      firstFailing([
        [notBlank, required],
        [matches(pattern), invalid],
      ]),
    )

export const sellerApplicationSchema = z.object({
  business_name: requiredText(S.businessNameRequired),
  business_type: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    enumField(SELLER_APPLICATION_BUSINESS_TYPES, S.businessTypeRequired),
  ),
  experience_years: requiredNumber(S.experienceRequired, {
    message: S.experienceRequired,
    int: true,
    min: 0,
    max: 80,
  }),
  pan_number: upper(S.panRequired, PAN_PATTERN, S.panInvalid),
  address: requiredText(S.addressRequired),
  pincode: requiredText(S.pincodeRequired).pipe(z.string().regex(PINCODE_PATTERN, S.pincodeInvalid)),
  bank_account: z
    .string({ error: S.bankAccountRequired })
    .overwrite((v) => v.replace(/\s/g, ''))
    .superRefine(
      firstFailing([
        [notBlank, S.bankAccountRequired],
        [matches(BANK_ACCOUNT_PATTERN), MESSAGES.bank.accountNumberInvalid],
      ]),
    ),
  ifsc_code: upper(S.ifscRequired, IFSC_PATTERN, MESSAGES.bank.ifscInvalid),
  state: requiredText(S.stateRequired),
  district: requiredText(S.districtRequired),
  mandal: requiredText(S.mandalRequired),
  city: optionalText(),
  license_number: optionalText(),
  gst_number: z.preprocess((v) => {
    const t = blankToUndefined(v)
    return typeof t === 'string' ? t.toUpperCase() : t
  }, z.string().regex(GST_PATTERN, S.gstInvalid).optional()),
})

export type SellerApplicationData = z.output<typeof sellerApplicationSchema>

import type { CollectionBeforeChangeHook } from 'payload'
import { MASK_PREFIX } from '../../../fields/hooks/maskAccountNumber'
import { userIsAdmin } from '../../../access/roles'
import type { BankDetail } from '../../../payload-types'

const changed = (value: unknown) => typeof value === 'string' && value !== '' && !value.startsWith(MASK_PREFIX)

/** New account details from the owner need verifying again. */
export const unverifyOnChange: CollectionBeforeChangeHook<BankDetail> = ({ data, operation, req: { user } }) => {
  if (operation !== 'update' || !user || userIsAdmin(user)) return data
  if (changed(data.bank_account_number) || changed(data.ifsc_code)) data.verified = false
  return data
}

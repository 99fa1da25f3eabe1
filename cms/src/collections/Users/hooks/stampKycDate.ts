import type { CollectionBeforeChangeHook } from 'payload'
import { isVerifiedStatus } from '@gruha/shared'
import type { User } from '../../../payload-types'

/**
 * `kyc_verified_at`: when an admin approved the account's verification (the "owner ID checked"
 * tier, issue 23). Stamped when `verification_status` becomes verified/approved, cleared when it
 * stops being so; a re-approval restarts the validity.
 */
export const stampKycDate: CollectionBeforeChangeHook<User> = ({ data, operation, originalDoc }) => {
  if (data.verification_status === undefined) return data
  const now = isVerifiedStatus(data.verification_status)
  const before = operation === 'update' && isVerifiedStatus(originalDoc?.verification_status)
  if (now && !before)
    data.kyc_verified_at = data.kyc_verified_at && operation === 'create' ? data.kyc_verified_at : new Date().toISOString()
  if (!now) data.kyc_verified_at = null
  return data
}

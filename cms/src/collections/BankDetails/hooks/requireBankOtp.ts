import type { CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import { isAppError } from '../../../errors/app-error'
import { verifyOtp } from '../../../domain/otp/verify-otp'
import type { BankDetail } from '../../../payload-types'
import { BANK_UPDATE_OTP, BankOtpError, type BankUpdateOtp } from '../../../domain/write-proofs'

const isBankUpdateOtp = (v: unknown): v is BankUpdateOtp =>
  typeof v === 'object' && v !== null && typeof Reflect.get(v, 'phone') === 'string' && typeof Reflect.get(v, 'otp') === 'string'

/**
 * Every create or change of a payout account by its owner needs a fresh OTP for the action
 * 'bank_update', sent to the phone on the account: checked and used up here, in the write's
 * transaction, on every path (the site, Payload REST/GraphQL, the Local API). Without it the
 * write is refused. Admins (the console) are not asked.
 */
export const requireBankOtp: CollectionBeforeChangeHook<BankDetail> = async ({ data, req }) => {
  const { user } = req
  if (!user || userIsAdmin(user)) return data
  const proof = req.context[BANK_UPDATE_OTP]
  if (!isBankUpdateOtp(proof) || proof.otp === '') throw new BankOtpError(MESSAGES.otp.enterOtp)
  const phone = 'phone_number' in user && typeof user.phone_number === 'string' ? user.phone_number : null
  try {
    await verifyOtp({
      payload: req.payload,
      user: { id: user.id, phone_number: phone },
      input: { phone: proof.phone, action: 'bank_update', code: proof.otp },
      consume: true,
      req,
    })
  } catch (error) {
    // A wrong or used code (or another phone) stays this hook's 403, with the OTP's message.
    if (isAppError(error)) throw new BankOtpError(error.message)
    throw error
  }
  return data
}

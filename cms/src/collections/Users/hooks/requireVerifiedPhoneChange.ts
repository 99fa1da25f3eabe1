import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import { userIsAdmin } from '../../../access/roles'
import { isAppError } from '../../../errors/app-error'
import { verifyOtp } from '../../../domain/otp/verify-otp'
import { phoneKey } from '../../../domain/otp/phone'
import type { User } from '../../../payload-types'
import { PHONE_VERIFICATION_OTP } from '../../../domain/write-proofs'

const refuse = (path: string, message: string) => new ValidationError({ collection: 'users', errors: [{ message, path }] })

/**
 * The phone number receives the OTPs that guard password and bank changes, so a member may store
 * a new one only with a fresh code sent to that new number, checked and used up here in the
 * update's transaction, on every path. They may not remove it. Admins (the console) and system
 * code without a user set numbers directly.
 */
export const requireVerifiedPhoneChange: CollectionBeforeChangeHook<User> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || userIsAdmin(req.user) || data.phone_number === undefined) return data
  const next = typeof data.phone_number === 'string' ? phoneKey(data.phone_number) : ''
  const previous = originalDoc?.phone_number ? phoneKey(originalDoc.phone_number) : ''
  if (next === previous) return data
  if (!next) throw refuse('phone_number', MESSAGES.otp.enterPhone)
  const code = req.context[PHONE_VERIFICATION_OTP]
  if (typeof code !== 'string' || code === '') throw refuse('otp', MESSAGES.otp.enterOtp)
  const phone = String(data.phone_number)
  try {
    await verifyOtp({
      payload: req.payload,
      user: { id: originalDoc!.id, phone_number: phone },
      input: { phone, action: 'verification', code },
      consume: true,
      req,
    })
  } catch (error) {
    // Stays the users collection's own field error on `otp`, as every path reports it.
    if (isAppError(error)) throw refuse('otp', error.message)
    throw error
  }
  return data
}

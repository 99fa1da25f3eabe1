import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'
import { userIsAdmin } from '../../../access/roles'
import { AppError } from '../../../errors/app-error'
import { consume, peek } from '../../../domain/rate-limit'
import { queueVerificationCode } from '../../../domain/email-verification/queue-verification-code'

/** (spec 002, Add User) The console shows it and counts the seconds down. */
export const emailRateLimitMessage = (seconds: number) =>
  `Email rate limit exceeded. For security purposes, you can only request this after ${seconds} seconds.`

const unverifiedEmail = (data: unknown): string | null => {
  const { email, email_verified } = (data ?? {}) as { email?: unknown; email_verified?: unknown }
  return typeof email === 'string' && !email_verified ? email : null
}

/**
 * An account an admin adds (spec 002, Add User) is e-mailed its verification code, under the same
 * per-address limit as the site's "resend code": when it is spent, the create is refused with the wait,
 * on every path (the console's API and /cms alike). Sign-up sends its own code.
 */
export const limitStaffCreatedVerification: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || !userIsAdmin(req.user)) return args
  const email = unverifiedEmail(args.data)
  if (!email) return args
  const limit = await peek('emailResend', { account: email })
  if (!limit.ok) {
    throw new AppError('LIMIT_REACHED', emailRateLimitMessage(limit.retryAfterSeconds), { retryAfterSeconds: limit.retryAfterSeconds })
  }
  return args
}

/** ...and queues that code in the create's own transaction: no mail for an account that was not stored. */
export const mailStaffCreatedVerification: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !userIsAdmin(req.user)) return doc
  const email = unverifiedEmail(doc)
  if (!email) return doc
  const limit = await consume('emailResend', { account: email })
  if (limit.ok) await queueVerificationCode({ payload: req.payload, email, req })
  return doc
}

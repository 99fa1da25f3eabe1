import { APIError } from 'payload'
import { MESSAGES, VERIFIED_STATUSES } from '@gruha/shared'

export type AccountBlockReason = 'inactive' | 'pending' | 'unverified'

/** The account fields that decide whether someone may sign in and act. */
export type AccountState = {
  role?: string | null
  status?: string | null
  verification_status?: string | null
  email_verified?: boolean | null
}

/**
 * Why an account with the right password still may not sign in (spec 000 §8's messages, word for
 * word), or null. Inactive, suspended, pending or deleted accounts are 'not active'. Agents act
 * for clients and are listed publicly, so they also need an admin's approval (pending → 'pending
 * verification', rejected → 'not active') and a verified e-mail. Buyers and sellers may sign in
 * before verifying their e-mail (a banner asks them to).
 */
export function accountBlock(user: AccountState): { reason: AccountBlockReason; message: string } | null {
  if (user.status && user.status !== 'active') return { reason: 'inactive', message: MESSAGES.auth.notActive }
  if (user.role === 'agent' && !(VERIFIED_STATUSES as readonly unknown[]).includes(user.verification_status)) {
    return user.verification_status === 'rejected'
      ? { reason: 'inactive', message: MESSAGES.auth.notActive }
      : { reason: 'pending', message: MESSAGES.auth.pendingVerification }
  }
  if (user.role === 'agent' && !user.email_verified) return { reason: 'unverified', message: MESSAGES.auth.emailNotVerified }
  return null
}

/** Thrown by the users `beforeLogin` hook; Payload answers 403 with the spec's message. */
export class AccountBlockedError extends APIError {
  readonly reason: AccountBlockReason

  constructor(block: { reason: AccountBlockReason; message: string }) {
    super(block.message, 403, null, true)
    this.reason = block.reason
  }
}

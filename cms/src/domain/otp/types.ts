import type { Payload, PayloadRequest } from 'payload'
import type { OtpAction } from '@gruha/shared'
import type { LimitKeys } from '../rate-limit/index'

/** Whose code it is: the account, and the phone it is checked against (not always the stored one). */
export type OtpUser = { id: number | string; phone_number?: string | null }

export type SendOtpOptions = {
  payload: Payload
  user: OtpUser
  input: {
    /** Normalised phone (schemas' phoneField). */
    phone: string
    action: OtpAction
    /** The member's password, re-entered: needed to text a number that is not the account's own. */
    currentPassword?: string
  }
  /**
   * Who is asking, for the 'otpSend' rate limit (per IP and per account). A point is used only
   * when a code is really sent: a send refused for the 60-second gap or a wrong phone never counts.
   */
  limit?: LimitKeys
  now?: Date
}

export type VerifyOtpOptions = {
  payload: Payload
  user: OtpUser
  input: { phone: string; action: OtpAction; code: string }
  /** Mark the code used (the final step of a wizard); a check alone leaves it usable. */
  consume: boolean
  now?: Date
  /** Mark the code used inside this request's transaction (collection hooks pass theirs). */
  req?: PayloadRequest
}

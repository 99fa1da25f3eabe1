import type { PayloadRequest } from 'payload'
import type { OtpAction } from '@gruha/shared'
import type { LimitKeys } from '../rate-limit/index'

export type OtpUser = { id: number | string; phone_number?: string | null }

export type SendOtpOptions = {
  user: OtpUser
  /** Normalised phone (schemas' phoneField). */
  phone: string
  action: OtpAction
  /**
   * Who is asking, for the 'otpSend' rate limit (per IP and per account). A point is used only
   * when a code is really sent: a send refused for the 60-second gap or a wrong phone never counts.
   */
  limit?: LimitKeys
  /** The member's password, re-entered: needed to text a number that is not the account's own. */
  currentPassword?: string
  now?: Date
}

export type SendOtpResult =
  | { ok: true }
  | { ok: false; reason: 'throttled' | 'limited'; retryAfterSeconds: number; message: string }
  | { ok: false; reason: 'phone_mismatch' | 'password' | 'failed'; message: string }

export type VerifyOtpOptions = {
  user: OtpUser
  phone: string
  action: OtpAction
  code: string
  /** Mark the code used (the final step of a wizard); a check alone leaves it usable. */
  consume: boolean
  now?: Date
  /** Mark the code used inside this request's transaction (collection hooks pass theirs). */
  req?: PayloadRequest
}

export type VerifyOtpResult = { ok: true } | { ok: false; reason: 'invalid' | 'phone_mismatch'; message: string }

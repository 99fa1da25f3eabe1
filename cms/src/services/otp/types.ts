import type { PayloadRequest } from 'payload'
import type { OtpAction } from '@gruha/shared'

export type OtpUser = { id: number | string; phone_number?: string | null }

export type SendOtpOptions = {
  user: OtpUser
  /** Normalised phone (schemas' phoneField). */
  phone: string
  action: OtpAction
  now?: Date
}

export type SendOtpResult =
  | { ok: true }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number; message: string }
  | { ok: false; reason: 'phone_mismatch' | 'failed'; message: string }

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

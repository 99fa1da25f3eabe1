/**
 * Turning server errors into the spec's user-facing messages (spec 000/002 error catalogues).
 */
import { LIMITS, MESSAGES } from './constants'

/**
 * Reads an error message from a response body the way the spec's client does:
 * detail.message, detail (string), message, error (string), or the raw text.
 * Also reads Payload's `{ errors: [{ message }] }`. Returns null when nothing usable is found.
 */
export function extractErrorMessage(body: unknown): string | null {
  if (body === null || body === undefined) return null
  if (typeof body === 'string') return body.trim() || null
  if (body instanceof Error) return body.message || null
  if (typeof body !== 'object') return null
  const b = body as Record<string, unknown>
  const detail = b.detail
  if (detail && typeof detail === 'object') {
    const m = (detail as Record<string, unknown>).message
    if (typeof m === 'string' && m.trim()) return m
  }
  if (typeof detail === 'string' && detail.trim()) return detail
  if (typeof b.message === 'string' && b.message.trim()) return b.message
  if (typeof b.error === 'string' && b.error.trim()) return b.error
  if (Array.isArray(b.errors)) {
    for (const e of b.errors) {
      const m = extractErrorMessage(e)
      if (m) return m
    }
  }
  return null
}

/**
 * Sign-in error message (spec 000 section 8):
 * 'Email not verified' -> verify-your-email message; 'pending verification' / 'not verified'
 * -> pending message; 'not active' -> not-active message; 'Invalid email or password' ->
 * invalid-credentials message; anything else as is; nothing -> 'Sign in failed'.
 */
export function mapSignInError(raw: string | null | undefined): string {
  const message = raw?.trim()
  if (!message) return MESSAGES.auth.signInFailed
  const lower = message.toLowerCase()
  if (lower.includes('email not verified')) return MESSAGES.auth.emailNotVerified
  if (lower.includes('pending verification') || lower.includes('not verified')) {
    return MESSAGES.auth.pendingVerification
  }
  if (lower.includes('not active')) return MESSAGES.auth.notActive
  if (lower.includes('invalid email or password')) return MESSAGES.auth.invalidCredentials
  return message
}

export interface SignupErrorResult {
  /** Toast / banner message. */
  message: string
  /** Field errors to show on the form. */
  fieldErrors: { email?: string }
  /** Whether the form goes back to step 1. */
  backToStep1: boolean
}

/**
 * Sign-up error (spec 000 section 8): 'already exists' / 'already registered' -> the
 * account-exists message, the email field message and a return to step 1; otherwise the
 * server message, or 'Signup failed'.
 */
export function mapSignupError(raw: string | null | undefined): SignupErrorResult {
  const message = raw?.trim()
  if (!message) return { message: MESSAGES.signup.signupFailed, fieldErrors: {}, backToStep1: false }
  const lower = message.toLowerCase()
  if (lower.includes('already exists') || lower.includes('already registered')) {
    return {
      message: MESSAGES.signup.alreadyExists,
      fieldErrors: { email: MESSAGES.signup.emailAlreadyRegistered },
      backToStep1: true,
    }
  }
  return { message, fieldErrors: {}, backToStep1: false }
}

/** Whether a create-user error is the e-mail sending rate limit (spec 002). */
export function isRateLimitError(raw: string | null | undefined): boolean {
  if (!raw) return false
  return /rate[\s_-]?limit|too many requests|after \d+ seconds?/i.test(raw)
}

/** Seconds to wait, read from 'after N seconds' in the message; 48 by default (spec 002). */
export function parseRateLimitSeconds(raw: string | null | undefined): number {
  const m = raw ? /after (\d+) seconds?/i.exec(raw) : null
  const n = m ? Number.parseInt(m[1]!, 10) : Number.NaN
  return Number.isFinite(n) && n > 0 ? n : LIMITS.rateLimitDefaultSeconds
}

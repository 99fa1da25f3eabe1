import type { SignupRole } from '@gruha/shared'
import type { SubmissionResult } from '~/forms'

export type AuthMode = 'signin' | 'signup'

/** What the /login action answers (the modal and the page read the same shape). */
export type AuthActionData =
  | { intent: 'signin'; ok: true; message: string; redirectTo: string | null; fullReload: boolean }
  /** A refused sign-in: conform's result (field errors, the refusal as the form's error, the e-mail as typed). */
  | { intent: 'signin'; ok: false; result: SubmissionResult }
  | { intent: 'signup'; ok: true; message: string; email: string }
  /**
   * A refused sign-up: conform's result (field errors, the refusal as the form's error, what was typed
   * without passwords or files), and the step to show again: 1 when a personal field (e.g. the e-mail) was refused.
   */
  | { intent: 'signup'; ok: false; result: SubmissionResult; step: 1 | 2 }

export const ROLE_LABELS: Record<SignupRole, string> = { buyer: 'Buyer', seller: 'Seller', agent: 'Agent' }

/** The page the modal falls back to without JavaScript. */
export function loginHref(options: { mode?: AuthMode; role?: SignupRole; redirectTo?: string | null }): string {
  const q = new URLSearchParams()
  q.set('mode', options.mode ?? 'signin')
  q.set('role', options.role ?? 'buyer')
  if (options.redirectTo) q.set('redirectTo', options.redirectTo)
  return `/login?${q.toString()}`
}

/** Personal-information fields (step 1); a refusal naming one of these returns to step 1. */
export const STEP_1_FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirmPassword'] as const

/** Every field of the sign-up form, in the order they appear (step 1, then step 2). */
export const SIGNUP_FIELDS = [
  ...STEP_1_FIELDS,
  'business_name',
  'business_type',
  'experience_years',
  'specialization',
  'phone_number',
  'city',
  'state',
  'id_proof',
  'address_proof',
  'business_proof',
  'terms_accepted',
] as const

/** The sign-up form's two steps and their fields. */
export const SIGNUP_STEP_FIELDS: Record<1 | 2, readonly string[]> = {
  1: STEP_1_FIELDS,
  2: SIGNUP_FIELDS.slice(STEP_1_FIELDS.length),
}

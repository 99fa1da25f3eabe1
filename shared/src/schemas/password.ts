/**
 * Sign-up password policy (spec 000 section 5): checked IN ORDER, and only the first failing
 * message is reported.
 */
import { z } from 'zod'
import { LIMITS, MESSAGES } from '../constants'
import { isBreachedPassword } from '../breached-passwords'

const M = MESSAGES.password

/** The strength rules after "required", in the order they are checked. */
export const PASSWORD_RULES = [
  { key: 'minLength', message: M.minLength, test: (pw: string) => pw.length >= LIMITS.passwordMin },
  { key: 'uppercase', message: M.uppercase, test: (pw: string) => /[A-Z]/.test(pw) },
  { key: 'lowercase', message: M.lowercase, test: (pw: string) => /[a-z]/.test(pw) },
  { key: 'number', message: M.number, test: (pw: string) => /\d/.test(pw) },
  // Any character that is not a letter, digit or whitespace counts as special.
  { key: 'special', message: M.special, test: (pw: string) => /[^A-Za-z0-9\s]/.test(pw) },
] as const

/** Not in the spec: a password that meets the rule but is on the bundled breached list. */
export const BREACHED_PASSWORD_MESSAGE = 'This password is too common and appears in lists of breached passwords. Please choose another.'

/**
 * The first failing message for a password, or null when it passes every rule and is not a common
 * breached password. Every path that sets a password runs this (users' beforeOperation hook).
 */
export function firstPasswordError(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return M.required
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(password)) return rule.message
  }
  if (isBreachedPassword(password)) return BREACHED_PASSWORD_MESSAGE
  return null
}

/** Every rule with whether it passes (for a live checklist under the field). */
export function passwordChecklist(password: string): { key: string; message: string; ok: boolean }[] {
  return PASSWORD_RULES.map((r) => ({ key: r.key, message: r.message, ok: r.test(password) }))
}

/** Password with the sign-up policy; reports exactly one issue, the first failing rule. */
export const passwordSchema = z.string({ error: M.required }).superRefine((value, ctx) => {
  const message = firstPasswordError(value)
  if (message) ctx.addIssue({ code: 'custom', message })
})

import { normalizePhone } from '@gruha/shared/schemas/fields'

/** Last 10 digits: '+91 98480 22338' and '9848022338' are the same phone. */
export function phoneKey(phone: string): string {
  return normalizePhone(phone).replace(/\D/g, '').slice(-10)
}

/**
 * A code may go only to the phone on the account. Accounts without a stored phone may use any
 * number (the wizard's other checks still apply: the current password, the signed-in session).
 */
export function phoneMatchesAccount(phone: string, accountPhone: string | null | undefined): boolean {
  if (!accountPhone) return true
  return phoneKey(phone) === phoneKey(accountPhone)
}

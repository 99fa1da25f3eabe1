import { LICENSE_NUMBER_DIGITS } from '@gruha/shared'

/** 'H&O' + 7 -> 'H&O007'; past 999 the number simply grows ('H&O1000'). */
export function formatLicenseNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(LICENSE_NUMBER_DIGITS, '0')}`
}

import { COMMISSION } from '@gruha/shared'

/**
 * Spec 001 §9, the commission structure. Each rule is one pure function of whole rupees, so the
 * ledger hooks and the dashboard agree and tests can pin every figure.
 */

export type EarningRule = 'sale' | 'rental' | 'conversion' | 'bonus'

const rupees = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.round(value) : 0)

/** 2 % of the sale value. */
export const saleCommission = (saleValue: number): number => rupees((rupees(saleValue) * COMMISSION.salePercent) / 100)

/** One month's rent for a rental. */
export const rentalCommission = (monthlyRent: number): number => rupees(rupees(monthlyRent) * COMMISSION.rentalMonthsOfRent)

/** ₹500 per converted enquiry. */
export const conversionCommission = (conversions = 1): number => Math.max(0, Math.floor(conversions)) * COMMISSION.perInquiryConversion

/**
 * The monthly bonus: a share (COMMISSION.monthlyBonusPercent) of what the agent's deals and
 * conversions earned in that month, never more than ₹10,000.
 */
export const monthlyBonus = (monthCommission: number): number =>
  Math.min(COMMISSION.monthlyBonusMax, rupees((rupees(monthCommission) * COMMISSION.monthlyBonusPercent) / 100))

/** The calendar month of an instant in India (IST), as `YYYY-MM`: the ledger's month key. */
export function monthKey(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}`
}

/** The `count` month keys ending with `last` (oldest first). */
export function monthKeysEnding(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number)
  const keys: string[] = []
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - 1 - i, 1))
    keys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`)
  }
  return keys
}

/**
 * Price insight maths: EMI, the year-by-year loan schedule, medians and price per sq ft.
 * Pure and browser-safe: the property page computes the same figures on the server (no-JS form)
 * and in the browser (live as the visitor types).
 */
import { z } from 'zod'
import type { PropertyType } from './constants'

/** Loan defaults for the calculator: 80 % of the price, 8.5 % a year, 20 years. */
export const EMI_DEFAULTS = { loanShare: 0.8, ratePercent: 8.5, years: 20 } as const
export const EMI_LIMITS = {
  minLoan: 10_000,
  maxLoan: 1_000_000_000,
  maxRatePercent: 30,
  minYears: 1,
  maxYears: 40,
} as const

/** Fewer comparable listings than this and the page shows no median (it would mislead). */
export const MIN_COMPARABLES = 3

export interface EmiYear {
  year: number
  principal: number
  interest: number
  balance: number
}

export interface EmiResult {
  monthly: number
  totalInterest: number
  totalPaid: number
  schedule: EmiYear[]
}

/**
 * Monthly EMI for a loan: P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate and n the months;
 * at 0 % it is P / n. Figures are rupees, unrounded (the page rounds for display).
 */
export function monthlyEmi(loan: number, ratePercent: number, years: number): number {
  const n = Math.round(years * 12)
  if (!(loan > 0) || !(n > 0)) return 0
  const r = ratePercent / 12 / 100
  if (r === 0) return loan / n
  const growth = (1 + r) ** n
  return (loan * r * growth) / (growth - 1)
}

/** EMI, total interest and a schedule of principal and interest repaid in each year of the loan. */
export function emiSchedule(loan: number, ratePercent: number, years: number): EmiResult {
  const months = Math.round(years * 12)
  const monthly = monthlyEmi(loan, ratePercent, years)
  const r = ratePercent / 12 / 100
  const schedule: EmiYear[] = []
  let balance = loan
  for (let m = 1; m <= months; m += 1) {
    const interest = balance * r
    // The last instalment clears whatever rounding left behind.
    const principal = m === months ? balance : monthly - interest
    balance = Math.max(0, balance - principal)
    const year = Math.ceil(m / 12)
    const row = schedule[year - 1] ?? (schedule[year - 1] = { year, principal: 0, interest: 0, balance: 0 })
    row.principal += principal
    row.interest += interest
    row.balance = balance
  }
  const totalPaid = monthly * months
  return { monthly, totalInterest: Math.max(0, totalPaid - loan), totalPaid, schedule }
}

const number = (min: number, max: number) => z.coerce.number({ message: 'Enter a number' }).min(min).max(max)

/** The calculator's inputs (GET form on the property page, and the live form). */
export const emiInputSchema = z.object({
  loan: number(EMI_LIMITS.minLoan, EMI_LIMITS.maxLoan),
  rate: number(0, EMI_LIMITS.maxRatePercent),
  years: number(EMI_LIMITS.minYears, EMI_LIMITS.maxYears).int(),
})
export type EmiInput = z.infer<typeof emiInputSchema>

/** The calculator's starting values for a sale price. */
export function defaultEmiInput(price: number): EmiInput {
  const loan = Math.round((price * EMI_DEFAULTS.loanShare) / 1000) * 1000
  return {
    loan: Math.min(EMI_LIMITS.maxLoan, Math.max(EMI_LIMITS.minLoan, loan)),
    rate: EMI_DEFAULTS.ratePercent,
    years: EMI_DEFAULTS.years,
  }
}

/** The median of a list of numbers (mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Property types that are compared with each other: flats with flats, houses with villas and farm
 * houses, plots with land, commercial with commercial.
 */
export const COMPARABLE_TYPE_GROUPS: readonly (readonly PropertyType[])[] = [
  ['standalone_apartment', 'gated_apartment'],
  ['independent_house', 'villa', 'farm_house'],
  ['land', 'plot'],
  ['commercial'],
]

export function comparableTypes(type: string | null | undefined): PropertyType[] {
  const group = COMPARABLE_TYPE_GROUPS.find((g) => (g as readonly string[]).includes(type ?? ''))
  return group ? [...group] : type ? [type as PropertyType] : []
}

export interface AreaFields {
  area_sqft?: number | null
  built_up_area_sqft?: number | null
  carpet_area_sqft?: number | null
  plot_area_sqft?: number | null
  plot_area_sqyd?: number | null
  area_sqyd?: number | null
}

export const SQFT_PER_SQYD = 9

/** A listing's area in sq ft: the stated area, else built-up, carpet, then plot area; null if none. */
export function areaInSqft(p: AreaFields): number | null {
  const sqft = [p.area_sqft, p.built_up_area_sqft, p.carpet_area_sqft, p.plot_area_sqft].find((v) => typeof v === 'number' && v > 0)
  if (sqft) return sqft
  const sqyd = [p.plot_area_sqyd, p.area_sqyd].find((v) => typeof v === 'number' && v > 0)
  return sqyd ? sqyd * SQFT_PER_SQYD : null
}

/** Price (or monthly rent) per sq ft, or null when either side is missing. */
export function pricePerSqft(amount: number | null | undefined, p: AreaFields): number | null {
  const area = areaInSqft(p)
  if (!area || !(typeof amount === 'number' && amount > 0)) return null
  return amount / area
}

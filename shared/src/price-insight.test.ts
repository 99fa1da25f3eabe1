import { describe, expect, it } from 'vitest'
import {
  areaInSqft,
  comparableTypes,
  defaultEmiInput,
  emiInputSchema,
  emiSchedule,
  median,
  monthlyEmi,
  pricePerSqft,
} from './price-insight'

describe('monthlyEmi', () => {
  it('matches the bank formula (₹50 L at 10 % for 20 years is ₹48,251 a month)', () => {
    expect(Math.round(monthlyEmi(5_000_000, 10, 20))).toBe(48_251)
    expect(Math.round(monthlyEmi(1_000_000, 8.5, 20))).toBe(8_678)
  })
  it('splits the loan evenly at 0 %', () => {
    expect(monthlyEmi(1_200_000, 0, 10)).toBe(10_000)
  })
  it('is 0 for no loan or no tenure', () => {
    expect(monthlyEmi(0, 9, 20)).toBe(0)
    expect(monthlyEmi(100_000, 9, 0)).toBe(0)
  })
})

describe('emiSchedule', () => {
  const result = emiSchedule(5_000_000, 10, 20)
  it('has one row per year, ending with nothing owed', () => {
    expect(result.schedule).toHaveLength(20)
    expect(result.schedule.map((r) => r.year)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(result.schedule.at(-1)!.balance).toBeCloseTo(0, 6)
  })
  it('repays exactly the loan, and the interest adds up to the total', () => {
    const principal = result.schedule.reduce((s, r) => s + r.principal, 0)
    const interest = result.schedule.reduce((s, r) => s + r.interest, 0)
    expect(principal).toBeCloseTo(5_000_000, 2)
    expect(interest).toBeCloseTo(result.totalInterest, 0)
    expect(Math.abs(result.totalInterest - (48_251.07 * 240 - 5_000_000))).toBeLessThan(10)
  })
  it('pays more interest than principal in year one and less in the last year', () => {
    expect(result.schedule[0]!.interest).toBeGreaterThan(result.schedule[0]!.principal)
    expect(result.schedule[19]!.interest).toBeLessThan(result.schedule[19]!.principal)
    expect(result.schedule[0]!.balance).toBeLessThan(5_000_000)
  })
})

describe('defaultEmiInput and emiInputSchema', () => {
  it('prefills 80 % of the price at 8.5 % for 20 years', () => {
    expect(defaultEmiInput(7_500_000)).toEqual({ loan: 6_000_000, rate: 8.5, years: 20 })
  })
  it('reads the GET form and refuses nonsense', () => {
    expect(emiInputSchema.parse({ loan: '6000000', rate: '9.25', years: '15' })).toEqual({ loan: 6_000_000, rate: 9.25, years: 15 })
    expect(emiInputSchema.safeParse({ loan: 'lots', rate: '9', years: '15' }).success).toBe(false)
    expect(emiInputSchema.safeParse({ loan: '100000', rate: '45', years: '15' }).success).toBe(false)
    expect(emiInputSchema.safeParse({ loan: '100000', rate: '9', years: '0' }).success).toBe(false)
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})

describe('comparables', () => {
  it('groups flats, houses, land and commercial', () => {
    expect(comparableTypes('gated_apartment')).toEqual(['standalone_apartment', 'gated_apartment'])
    expect(comparableTypes('villa')).toEqual(['independent_house', 'villa', 'farm_house'])
    expect(comparableTypes('plot')).toEqual(['land', 'plot'])
    expect(comparableTypes(null)).toEqual([])
  })
  it('works out the area and the price per sq ft', () => {
    expect(areaInSqft({ area_sqft: 1200 })).toBe(1200)
    expect(areaInSqft({ built_up_area_sqft: 1500 })).toBe(1500)
    expect(areaInSqft({ plot_area_sqyd: 200 })).toBe(1800)
    expect(areaInSqft({})).toBeNull()
    expect(pricePerSqft(6_000_000, { area_sqft: 1200 })).toBe(5000)
    expect(pricePerSqft(null, { area_sqft: 1200 })).toBeNull()
    expect(pricePerSqft(6_000_000, {})).toBeNull()
  })
})

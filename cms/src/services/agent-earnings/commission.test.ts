import { describe, expect, it } from 'vitest'
import {
  conversionCommission,
  monthKey,
  monthKeysEnding,
  monthlyBonus,
  rentalCommission,
  saleCommission,
} from '../../domain/agent-earnings/commission'

describe('commission rules (spec 001 §9)', () => {
  it('pays 2 % of the sale value, in whole rupees', () => {
    expect(saleCommission(7_500_000)).toBe(150_000)
    expect(saleCommission(1_234_567)).toBe(24_691)
    expect(saleCommission(0)).toBe(0)
    expect(saleCommission(-5)).toBe(0)
    expect(saleCommission(Number.NaN)).toBe(0)
  })
  it("pays one month's rent for a rental", () => {
    expect(rentalCommission(25_000)).toBe(25_000)
    expect(rentalCommission(18_999.6)).toBe(19_000)
    expect(rentalCommission(0)).toBe(0)
  })
  it('pays ₹500 per converted enquiry', () => {
    expect(conversionCommission()).toBe(500)
    expect(conversionCommission(3)).toBe(1_500)
    expect(conversionCommission(0)).toBe(0)
  })
  it('pays a monthly bonus of 10 % of the month, capped at ₹10,000', () => {
    expect(monthlyBonus(0)).toBe(0)
    expect(monthlyBonus(500)).toBe(50)
    expect(monthlyBonus(25_000)).toBe(2_500)
    expect(monthlyBonus(100_000)).toBe(10_000)
    expect(monthlyBonus(150_000)).toBe(10_000)
  })
  it('keys months in Indian time', () => {
    expect(monthKey(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11')
    expect(monthKey(new Date('2026-11-30T18:31:00Z'))).toBe('2026-12')
    expect(monthKeysEnding('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
  })
})

describe('today in India', () => {
  it('starts at 18:30 UTC the day before', async () => {
    const { startOfTodayIST } = await import('../agent-dashboard/get-agent-dashboard')
    expect(startOfTodayIST(new Date('2026-11-25T20:45:00.000Z')).toISOString()).toBe('2026-11-25T18:30:00.000Z')
    expect(startOfTodayIST(new Date('2026-11-25T10:00:00.000Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z')
  })
})

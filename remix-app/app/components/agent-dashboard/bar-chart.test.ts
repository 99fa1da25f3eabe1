import { describe, expect, it } from 'vitest'
import { tickStep } from './bar-chart'

describe('tickStep', () => {
  it('counts in whole steps, at least 1', () => {
    expect(tickStep(0)).toBe(1)
    expect(tickStep(2)).toBe(1)
    expect(tickStep(3)).toBe(1)
    expect(tickStep(7)).toBe(2)
  })

  it('picks 1, 2 or 5 × 10ⁿ so four steps cover the largest value', () => {
    expect(tickStep(38)).toBe(10)
    expect(tickStep(41)).toBe(20)
    expect(tickStep(125_000)).toBe(50_000)
    expect(tickStep(400_000)).toBe(100_000)
    for (const max of [1, 9, 55, 1_234, 98_765, 2_500_000]) {
      const step = tickStep(max)
      expect(step * 4).toBeGreaterThanOrEqual(max)
      expect(String(step)).toMatch(/^[125]0*$/)
    }
  })
})

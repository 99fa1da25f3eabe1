import { describe, expect, it } from 'vitest'
import { formatDateIN, formatDateTimeIN, formatTime24, startOfTodayIST } from './format-dates'

describe('en-IN dates', () => {
  it('keeps the calendar day of date-only values', () => {
    expect(formatDateIN('2026-11-25')).toBe('25/11/2026')
    expect(formatDateIN('2026-11-25T00:00:00.000Z')).toBe('25/11/2026')
    expect(formatDateIN(null)).toBe('')
    expect(formatDateIN('nonsense')).toBe('')
  })
  it('shows instants in Indian time, 24-hour', () => {
    expect(formatDateTimeIN('2026-11-25T20:45:00.000Z')).toBe('26/11/2026, 02:15')
    expect(formatTime24('14:05:00')).toBe('14:05')
    expect(formatTime24(undefined)).toBe('')
  })
  it('finds midnight in India', () => {
    expect(startOfTodayIST(new Date('2026-11-25T20:45:00.000Z')).toISOString()).toBe('2026-11-25T18:30:00.000Z')
    expect(startOfTodayIST(new Date('2026-11-25T10:00:00.000Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z')
  })
})

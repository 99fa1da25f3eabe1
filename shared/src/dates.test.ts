import { describe, expect, it } from 'vitest'
import { VISIT_DATE_INVALID, fieldVisitSchema } from './schemas/field-visit'
import {
  addDaysISO,
  formatDate,
  formatDateTime,
  formatTime,
  isAvailableBy,
  isISODate,
  isTourDateAllowed,
  isTourTime,
  normalizeTime,
  parseISODate,
  todayInIndia,
  toISODate,
  tourDateOptions,
} from './dates'

const today = new Date(2025, 0, 30) // 30 Jan 2025, local time

describe('ISO dates', () => {
  it('formats and parses local calendar dates', () => {
    expect(toISODate(today)).toBe('2025-01-30')
    expect(parseISODate('2025-02-01')?.getDate()).toBe(1)
    expect(parseISODate('2025-02-30')).toBeNull()
    expect(parseISODate('01/02/2025')).toBeNull()
    expect(isISODate('2024-02-29')).toBe(true)
    expect(isISODate('2023-02-29')).toBe(false)
  })

  it('adds days across month ends', () => {
    expect(addDaysISO(today, 2)).toBe('2025-02-01')
    expect(addDaysISO(new Date(2024, 11, 31), 1)).toBe('2025-01-01')
  })
})

describe('tour dates', () => {
  it('offers the next 60 days starting tomorrow', () => {
    const dates = tourDateOptions(today)
    expect(dates).toHaveLength(60)
    expect(dates[0]).toBe('2025-01-31')
    expect(dates[59]).toBe(addDaysISO(today, 60))
  })

  it('allows only dates in that window', () => {
    expect(isTourDateAllowed('2025-01-31', today)).toBe(true)
    expect(isTourDateAllowed(addDaysISO(today, 60), today)).toBe(true)
    expect(isTourDateAllowed('2025-01-30', today)).toBe(false)
    expect(isTourDateAllowed(addDaysISO(today, 61), today)).toBe(false)
    expect(isTourDateAllowed('garbage', today)).toBe(false)
  })
})

describe('times', () => {
  it('normalises to HH:MM', () => {
    expect(normalizeTime('9:00')).toBe('09:00')
    expect(normalizeTime('10:00:00')).toBe('10:00')
    expect(normalizeTime('24:00')).toBeNull()
    expect(normalizeTime('10:60')).toBeNull()
    expect(normalizeTime(900)).toBeNull()
  })

  it('knows the tour slots', () => {
    expect(isTourTime('09:00')).toBe(true)
    expect(isTourTime('18:00')).toBe(false)
    expect(isTourTime('9:00')).toBe(false)
  })
})

describe('isAvailableBy', () => {
  it('is true for today or earlier', () => {
    expect(isAvailableBy('2025-01-30', today)).toBe(true)
    expect(isAvailableBy('2024-12-01', today)).toBe(true)
    expect(isAvailableBy('2025-01-31', today)).toBe(false)
    expect(isAvailableBy(new Date(2025, 0, 29), today)).toBe(true)
    expect(isAvailableBy(new Date(2025, 5, 1).toISOString(), today)).toBe(false)
  })

  it('is false when missing or invalid', () => {
    expect(isAvailableBy(null, today)).toBe(false)
    expect(isAvailableBy('soon', today)).toBe(false)
    expect(isAvailableBy('2025-02-30', today)).toBe(false)
  })
})

describe('formatDate', () => {
  it('shows a calendar day as that day in each locale', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('05/03/2026')
    expect(formatDate('2026-03-05', 'te')).toBe('05-03-2026')
    expect(formatDate('2026-03-05', 'hi', 'long')).toBe('5 मार्च 2026')
    expect(formatDate('2026-03-05', 'en', 'long')).toBe('5 March 2026')
  })
  it('shows timestamps in India time on a 24-hour clock', () => {
    expect(formatDate('2026-03-05T20:00:00Z', 'en', 'dateTime')).toBe('06/03/2026, 01:30')
    expect(formatDate('not a date', 'en')).toBe('')
    expect(formatDate(null, 'te')).toBe('')
  })
})

describe('formatTime / formatDateTime (en-IN, 24 h, India time)', () => {
  it('writes dd/mm/yyyy and 24 h time', () => {
    expect(formatDate('2030-03-01T00:00:00.000Z'.slice(0, 10))).toBe('01/03/2030')
    expect(formatTime('10:00:00')).toBe('10:00')
    expect(formatTime(new Date(Date.UTC(2026, 10, 23, 11, 35)))).toBe('17:05')
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 23, 11, 35)))).toBe('23/11/2026 17:05')
    expect(formatDateTime(null)).toBe('')
    expect(formatTime('not a date')).toBe('')
  })
})

describe("India's calendar day", () => {
  it('turns at midnight in India, 18:30 UTC', () => {
    expect(todayInIndia(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26')
    expect(todayInIndia(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27')
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01')
  })

  it("lets an admin record a field visit dated India's today at any hour, and not tomorrow", () => {
    const today = todayInIndia()
    const [y, m, d] = today.split('-').map(Number)
    const tomorrow = addDaysISO(new Date(y!, m! - 1, d!), 1)
    expect(fieldVisitSchema.safeParse({ visited_at: today, visit_note: 'Met the owner' }).success).toBe(true)
    const refused = fieldVisitSchema.safeParse({ visited_at: tomorrow, visit_note: 'Met the owner' })
    expect(refused.error?.issues.map((i) => i.message)).toEqual([VISIT_DATE_INVALID])
    expect(fieldVisitSchema.safeParse({ visited_at: '2026-02-30', visit_note: 'x' }).success).toBe(false)
  })
})

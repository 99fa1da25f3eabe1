import { describe, expect, it } from 'vitest'
import {
  addDaysISO,
  isAvailableBy,
  isISODate,
  isTourDateAllowed,
  isTourTime,
  normalizeTime,
  parseISODate,
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

/** The console's timestamps are India's, whatever the browser's zone, and say so (issue 24). */
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format'

describe('console date formats', () => {
  it('show a UTC instant in IST with the zone named, and its day in India', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDateTime('2026-11-25T20:00:00.000Z')).toBe('26/11/2026 01:30 IST')
    expect(formatDate('2026-11-25T20:00:00.000Z')).toBe('26/11/2026')
    // A calendar day stays that day.
    expect(formatDate('2026-11-25')).toBe('25/11/2026')
    expect(formatDateTime(null)).toBe('')
  })
})

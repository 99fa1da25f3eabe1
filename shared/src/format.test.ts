import { describe, expect, it } from 'vitest'
import {
  agencyName,
  displayName,
  formatCompactINR,
  formatCustomId,
  formatFileSize,
  formatIndianNumber,
  formatINR,
  formatLicenseNumber,
  formatListingPrice,
  formatRate,
  formatRent,
  formatTime12h,
  formatTimeLeft,
  formatTimeLeftUntil,
  fullName,
  initials,
  parsePriceRange,
  shortId,
  toFiniteNumber,
  truncate,
} from './format'
import { SITE_LOCALES, intlLocale } from './locales'

describe('formatINR', () => {
  it('groups the Indian way with a rupee prefix and no decimals', () => {
    expect(formatINR(12500000)).toBe('₹1,25,00,000')
    expect(formatINR(999)).toBe('₹999')
    expect(formatINR(1000)).toBe('₹1,000')
    expect(formatINR(100000)).toBe('₹1,00,000')
    expect(formatINR(4550000.6)).toBe('₹45,50,001')
    expect(formatINR(0)).toBe('₹0')
    expect(formatINR(-25000)).toBe('-₹25,000')
  })

  it('accepts numeric strings', () => {
    expect(formatINR('2500000')).toBe('₹25,00,000')
    expect(formatINR('25,00,000')).toBe('₹25,00,000')
  })

  it("returns 'N/A' when empty or not a number", () => {
    expect(formatINR(null)).toBe('N/A')
    expect(formatINR(undefined)).toBe('N/A')
    expect(formatINR(Number.NaN)).toBe('N/A')
    expect(formatINR('abc')).toBe('N/A')
    expect(formatINR('')).toBe('N/A')
  })

  it('formats plain numbers too', () => {
    expect(formatIndianNumber(123456789)).toBe('12,34,56,789')
    expect(toFiniteNumber(' 1,000 ')).toBe(1000)
    expect(toFiniteNumber(Infinity)).toBeNull()
  })
})

describe('formatCompactINR', () => {
  it('uses Cr, L and K with at most 2 decimals', () => {
    expect(formatCompactINR(12500000)).toBe('₹1.25 Cr')
    expect(formatCompactINR(10000000)).toBe('₹1 Cr')
    expect(formatCompactINR(4500000)).toBe('₹45 L')
    expect(formatCompactINR(4550000)).toBe('₹45.5 L')
    expect(formatCompactINR(100000)).toBe('₹1 L')
    expect(formatCompactINR(12000)).toBe('₹12 K')
    expect(formatCompactINR(12345)).toBe('₹12.35 K')
    expect(formatCompactINR(123456789)).toBe('₹12.35 Cr')
    expect(formatCompactINR(10_000_000_000)).toBe('₹1000 Cr')
    expect(formatCompactINR(-4500000)).toBe('-₹45 L')
  })

  it('leaves amounts under 1000 in full', () => {
    expect(formatCompactINR(999)).toBe('₹999')
    expect(formatCompactINR(0)).toBe('₹0')
  })

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatCompactINR(9999999)).toBe('₹1 Cr')
    expect(formatCompactINR(99999)).toBe('₹1 L')
    expect(formatCompactINR(9950000)).toBe('₹99.5 L')
  })

  it("returns 'N/A' for empty values", () => {
    expect(formatCompactINR(null)).toBe('N/A')
    expect(formatCompactINR(Number.NaN)).toBe('N/A')
  })
})

describe('formatRate', () => {
  it('writes rupees per sq ft or per sq yd in the page’s language', () => {
    expect(formatRate(4800, 'sqft')).toBe('₹4,800/sq ft')
    expect(formatRate(18000, 'sqyd')).toBe('₹18,000/sq yd')
    expect(formatRate(18000, 'sqyd', 'te')).toBe('₹18,000/గజం')
    expect(formatRate(125000, 'sqft', 'hi')).toBe('₹1,25,000/वर्ग फुट')
    expect(formatRate(null, 'sqft')).toBe('N/A')
  })
})

describe('formatRent / formatListingPrice', () => {
  it('appends /month', () => {
    expect(formatRent(25000)).toBe('₹25,000/month')
    expect(formatRent(null)).toBe('N/A')
  })

  it('picks the price by listing type', () => {
    expect(formatListingPrice({ listing_type: 'RENT', monthly_rent: 18000, price: 1 })).toBe('₹18,000/month')
    expect(formatListingPrice({ listing_type: 'SALE', price: 4500000 })).toBe('₹45,00,000')
  })
})

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes')
    expect(formatFileSize(500)).toBe('500 Bytes')
    expect(formatFileSize(1024)).toBe('1.00 KB')
    expect(formatFileSize(1536)).toBe('1.50 KB')
    expect(formatFileSize(5242880)).toBe('5.00 MB')
    expect(formatFileSize(1073741824)).toBe('1.00 GB')
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120.00 GB')
  })

  it('does not print 1024.00 of a unit', () => {
    expect(formatFileSize(1048575)).toBe('1.00 MB')
  })

  it("returns 'N/A' when unknown", () => {
    expect(formatFileSize(null)).toBe('N/A')
    expect(formatFileSize(-1)).toBe('N/A')
  })
})

describe('formatTimeLeft', () => {
  it("shows hours and minutes, or 'Expired'", () => {
    expect(formatTimeLeft(90 * 60_000)).toBe('1h 30m')
    expect(formatTimeLeft(24 * 3_600_000)).toBe('24h 0m')
    expect(formatTimeLeft(59_999)).toBe('0h 0m')
    expect(formatTimeLeft(0)).toBe('Expired')
    expect(formatTimeLeft(-5)).toBe('Expired')
    expect(formatTimeLeft(null)).toBe('Expired')
  })

  it('counts down to an expiry time', () => {
    const now = Date.parse('2025-01-01T10:00:00Z')
    expect(formatTimeLeftUntil('2025-01-01T12:15:00Z', now)).toBe('2h 15m')
    expect(formatTimeLeftUntil('2025-01-01T09:00:00Z', now)).toBe('Expired')
    expect(formatTimeLeftUntil('not a date', now)).toBe('Expired')
    expect(formatTimeLeftUntil(null, now)).toBe('Expired')
  })
})

describe('names', () => {
  it('greets by first name, else the e-mail local part', () => {
    expect(displayName({ first_name: 'Lakshmi', email: 'l@x.in' })).toBe('Lakshmi')
    expect(displayName({ first_name: '  ', email: 'ravi.k@example.com' })).toBe('ravi.k')
    expect(displayName({ email: 'noat' })).toBe('noat')
    expect(displayName(null)).toBe('')
  })

  it('builds full names, initials and agency names', () => {
    expect(fullName({ first_name: 'Ravi', last_name: 'Kumar' })).toBe('Ravi Kumar')
    expect(fullName({ email: 'a@b.co' })).toBe('a')
    expect(initials('Ravi Kumar Reddy')).toBe('RK')
    expect(initials('')).toBe('')
    expect(agencyName({ first_name: 'Ravi', last_name: 'Kumar' })).toBe('Ravi Kumar Realty')
    expect(agencyName({})).toBe('Agent User Realty')
  })
})

describe('parsePriceRange', () => {
  it('splits on the hyphen', () => {
    expect(parsePriceRange('2000000-5000000')).toEqual({ min: 2000000, max: 5000000 })
    expect(parsePriceRange('20000000-999999999')).toEqual({ min: 20000000, max: 999999999 })
    expect(parsePriceRange('0-2000000')).toEqual({ min: 0, max: 2000000 })
  })

  it('gives null for missing or invalid parts', () => {
    expect(parsePriceRange('20000000-')).toEqual({ min: 20000000, max: null })
    expect(parsePriceRange('-5000')).toEqual({ min: null, max: 5000 })
    expect(parsePriceRange('abc-def')).toEqual({ min: null, max: null })
    expect(parsePriceRange('')).toEqual({ min: null, max: null })
    expect(parsePriceRange(undefined)).toEqual({ min: null, max: null })
  })
})

describe('small helpers', () => {
  it('truncates text', () => {
    expect(truncate('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}...`)
    expect(truncate('short', 100)).toBe('short')
    expect(truncate(null, 10)).toBe('')
  })

  it('shortens ids to their last characters', () => {
    expect(shortId('abcdef0123456789')).toBe('23456789')
    expect(shortId(42)).toBe('42')
  })

  it('formats tour times with AM/PM', () => {
    expect(formatTime12h('09:00')).toBe('9:00 AM')
    expect(formatTime12h('12:00')).toBe('12:00 PM')
    expect(formatTime12h('17:00:00')).toBe('5:00 PM')
    expect(formatTime12h('00:30')).toBe('12:30 AM')
    expect(formatTime12h('bad')).toBe('bad')
  })

  it('formats licence numbers and custom ids', () => {
    expect(formatLicenseNumber(1)).toBe('H&O001')
    expect(formatLicenseNumber(42)).toBe('H&O042')
    expect(formatLicenseNumber(1234)).toBe('H&O1234')
    expect(formatLicenseNumber(7, 'GRU')).toBe('GRU007')
    expect(formatCustomId('user', 123)).toBe('GRU-U-000123')
    expect(formatCustomId('property', 5)).toBe('GRU-P-000005')
  })
})

describe('formatting in Telugu and Hindi', () => {
  it('keeps lakh and crore grouping in every locale', () => {
    for (const locale of ['en', 'te', 'hi'] as const) {
      expect(formatINR(12500000, locale)).toBe('₹1,25,00,000')
      expect(formatIndianNumber(1234567, locale)).toBe('12,34,567')
    }
  })
  it('groups as the browser’s Intl.NumberFormat does in every locale, from one digit to 21', () => {
    for (const locale of SITE_LOCALES) {
      const intl = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0, useGrouping: true, numberingSystem: 'latn' })
      const values = [0, 5, 99, 999, 1000, 99_999, 100_000, 2 ** 31, 2 ** 53, 1e20, 1e21, 4.5e22]
      for (let digits = 1; digits <= 21; digits++) values.push(Math.floor(Math.random() * 10 ** digits), 10 ** digits - 1)
      for (const n of values) {
        expect(formatIndianNumber(n, locale)).toBe(intl.format(n))
        expect(formatIndianNumber(-n - 1, locale)).toBe(`-${intl.format(n + 1)}`)
      }
    }
  })
  it('names compact units and the month in the language', () => {
    expect(formatCompactINR(12500000, 'te')).toBe('₹1.25 కోట్లు')
    expect(formatCompactINR(4550000, 'hi')).toBe('₹45.5 लाख')
    expect(formatCompactINR(12500000)).toBe('₹1.25 Cr')
    expect(formatRent(25000, 'hi')).toBe('₹25,000/माह')
    expect(formatListingPrice({ listing_type: 'RENT', monthly_rent: 18000 }, 'te')).toBe('₹18,000/నెల')
    expect(formatINR(null, 'hi')).toBe('उपलब्ध नहीं')
    expect(formatTimeLeft(90 * 60_000, 'te')).toBe('1 గం 30 ని')
  })
})

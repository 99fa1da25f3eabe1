import { describe, expect, it } from 'vitest'
import {
  ADMIN_PAGE_SIZES,
  AGENT_DIRECTORY_EXPERIENCE_BANDS,
  AGENT_EXPERIENCE_LEVELS,
  ASSIGNMENT_EXPIRY_HOURS,
  ASSIGNMENT_STATUSES,
  BUSINESS_TYPES,
  CITIES,
  CITY_GROUPS,
  COMMERCIAL_SUBTYPES,
  DEFAULT_ADMIN_PAGE_SIZE,
  DEFAULT_ASSIGNMENT_EXPIRY_HOURS,
  DEFAULT_FURNISHING_STATUS,
  DEFAULT_MAINTENANCE_PRIORITY,
  DOCUMENT_CATEGORIES,
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_MIME_TYPES,
  FACING,
  FACING_LABELS,
  FURNISHING_STATUSES,
  HOME_SEARCH_STATES,
  IMAGE_MIME_TYPES,
  INDIAN_STATES,
  INQUIRY_TYPES,
  LABELS,
  LAND_TYPES,
  LICENSE_PREFIX_DEFAULT,
  LISTING_TYPES,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  BROWSING_MESSAGES,
  EMAIL_VERIFICATION_MESSAGES,
  ERROR_BOUNDARY_MESSAGES,
  PROPERTY_DETAIL_MESSAGES,
  OTP_ACTIONS,
  PRICE_RANGES,
  PROPERTY_ASSIGNMENT_STATUSES,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  ROLES,
  SELLER_APPLICATION_BUSINESS_TYPES,
  SIGNUP_ROLES,
  SIGNUP_STATES,
  STATE_REGIONS,
  SUPPORT_PHONE,
  TIMINGS,
  TOUR_DAYS_AHEAD,
  TOUR_TIMES,
  USER_STATUSES,
  VERIFICATION_STATUSES,
  VIEWING_STATUSES,
} from './constants'

/** Whether every value of a list is there once. */
const unique = (values: readonly unknown[]) => new Set(values).size === values.length
/** Every string in a nested object of strings and string-returning functions. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []
describe('option lists: every list is usable as a select, a schema enum and a database enum', () => {
  const lists = {
    ROLES,
    SIGNUP_ROLES,
    USER_STATUSES,
    VERIFICATION_STATUSES,
    LISTING_TYPES,
    PROPERTY_STATUSES,
    ASSIGNMENT_STATUSES,
    PROPERTY_ASSIGNMENT_STATUSES,
    VIEWING_STATUSES,
    INQUIRY_TYPES,
    OTP_ACTIONS,
    DOCUMENT_ENTITY_TYPES,
    DOCUMENT_CATEGORIES,
    SELLER_APPLICATION_BUSINESS_TYPES,
    BUSINESS_TYPES,
    AGENT_EXPERIENCE_LEVELS,
    PROPERTY_TYPES,
    COMMERCIAL_SUBTYPES,
    LAND_TYPES,
    FACING,
    FURNISHING_STATUSES,
    TOUR_TIMES,
    ASSIGNMENT_EXPIRY_HOURS,
    ADMIN_PAGE_SIZES,
    DOCUMENT_MIME_TYPES,
    IMAGE_MIME_TYPES,
  } as const

  it.each(Object.entries(lists))('%s is non-empty, without repeats or blank values', (_name, values) => {
    expect(values.length).toBeGreaterThan(0)
    expect(unique(values)).toBe(true)
    for (const v of values) expect(String(v).trim()).toBe(String(v))
    for (const v of values) expect(String(v)).not.toBe('')
  })

  it('every default is one of its options', () => {
    expect(FURNISHING_STATUSES).toContain(DEFAULT_FURNISHING_STATUS)
    expect(ASSIGNMENT_EXPIRY_HOURS).toContain(DEFAULT_ASSIGNMENT_EXPIRY_HOURS)
    expect(ADMIN_PAGE_SIZES).toContain(DEFAULT_ADMIN_PAGE_SIZE)
    expect(['LOW', 'MEDIUM', 'HIGH', 'URGENT']).toContain(DEFAULT_MAINTENANCE_PRIORITY)
  })

  it('sign-up offers only member roles: staff roles are never self-chosen', () => {
    for (const r of SIGNUP_ROLES) expect(ROLES).toContain(r)
    expect(SIGNUP_ROLES).not.toContain('admin')
    expect(SIGNUP_ROLES).not.toContain('editor')
  })

  it('every property type has a label and sits in exactly one category, and the categories cover them all', () => {
    for (const t of PROPERTY_TYPES) {
      expect(PROPERTY_TYPE_LABELS[t]).toMatch(/^[A-Z]/)
      expect(PROPERTY_CATEGORIES.filter((c) => (c.types as readonly string[]).includes(t))).toHaveLength(1)
    }
    expect(PROPERTY_CATEGORIES.flatMap((c) => c.types).sort()).toEqual([...PROPERTY_TYPES].sort())
    expect(unique(PROPERTY_CATEGORIES.map((c) => c.label))).toBe(true)
  })

  it('facing values are stored lower-case and each has a label', () => {
    for (const f of FACING) {
      expect(f).toBe(f.toLowerCase())
      expect(FACING_LABELS[f]).toMatch(/^[A-Z]/)
    }
    expect(Object.keys(FACING_LABELS).sort()).toEqual([...FACING].sort())
  })

  it('tour times are hourly, in order, within the working day', () => {
    const hours = TOUR_TIMES.map((t) => {
      expect(t).toMatch(/^\d{2}:00$/)
      return Number(t.slice(0, 2))
    })
    for (let i = 1; i < hours.length; i++) expect(hours[i]).toBe(hours[i - 1]! + 1)
    expect(hours[0]).toBeGreaterThanOrEqual(8)
    expect(hours.at(-1)).toBeLessThanOrEqual(18)
    expect(TOUR_DAYS_AHEAD).toBeGreaterThan(0)
  })

  it('sizes and expiry hours ascend, so a select lists them in order', () => {
    for (const list of [ASSIGNMENT_EXPIRY_HOURS, ADMIN_PAGE_SIZES]) expect([...list]).toEqual([...list].sort((a, b) => a - b))
  })

  it('the agent directory bands tile the years without gaps or overlaps, open-ended at the top', () => {
    const bands = AGENT_DIRECTORY_EXPERIENCE_BANDS
    expect(bands[0]!.min).toBe(0)
    for (let i = 1; i < bands.length; i++) expect(bands[i]!.min).toBe(bands[i - 1]!.maxExclusive)
    expect(bands.at(-1)!.maxExclusive).toBeNull()
    for (const b of bands) expect(b.label.startsWith(b.value)).toBe(true)
    // Every whole number of years falls in exactly one band.
    for (let years = 0; years <= 40; years++) {
      const hits = bands.filter((b) => years >= b.min && (b.maxExclusive === null || years < b.maxExclusive))
      expect(hits, `${years} years`).toHaveLength(1)
    }
  })

  it('the spec identifiers other code relies on are there', () => {
    expect(LICENSE_PREFIX_DEFAULT).toMatch(/^[A-Z&]+$/)
    expect(SUPPORT_PHONE).toMatch(/^1800-\d{3}-\d{4}$/)
    expect(BUSINESS_TYPES).toContain('Other')
  })
})

describe('geography: states, cities and the home search agree with each other', () => {
  it('state codes are unique two-letter codes and regions are known', () => {
    expect(unique(INDIAN_STATES.map((s) => s.code))).toBe(true)
    expect(unique(INDIAN_STATES.map((s) => s.name))).toBe(true)
    for (const s of INDIAN_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/)
      expect(STATE_REGIONS).toContain(s.region)
      expect(['state', 'union_territory']).toContain(s.kind)
    }
    // The two states Gruha serves.
    expect(INDIAN_STATES.find((s) => s.name === 'Andhra Pradesh')).toMatchObject({ code: 'AP', kind: 'state' })
    expect(INDIAN_STATES.find((s) => s.name === 'Telangana')).toMatchObject({ code: 'TG', kind: 'state' })
  })

  it('every city is in a known state, inside India, with 4-decimal coordinates; AP and Telangana cities are grouped by their own state', () => {
    const stateNames = new Set(INDIAN_STATES.map((s) => s.name))
    expect(unique(CITIES.map((c) => c.name))).toBe(true)
    for (const c of CITIES) {
      expect(stateNames.has(c.state), c.name).toBe(true)
      expect(c.latitude).toBeGreaterThan(6)
      expect(c.latitude).toBeLessThan(37)
      expect(c.longitude).toBeGreaterThan(68)
      expect(c.longitude).toBeLessThan(98)
      expect(Math.round(c.latitude * 10_000) / 10_000).toBe(c.latitude)
      expect(Math.round(c.longitude * 10_000) / 10_000).toBe(c.longitude)
      if (c.state === 'Andhra Pradesh') expect(c.group?.startsWith('AP')).toBe(true)
      else if (c.state === 'Telangana') expect(c.group?.startsWith('Telangana')).toBe(true)
      else expect(c.group, `${c.name} is a metro: no group`).toBeNull()
      if (c.group !== null) expect(CITY_GROUPS).toContain(c.group)
    }
    for (const g of CITY_GROUPS) expect(CITIES.some((c) => c.group === g)).toBe(true)
    // Most cities are where Gruha works.
    expect(CITIES.filter((c) => c.group !== null).length).toBeGreaterThan(CITIES.length / 2)
  })

  it('the home search offers the sign-up states, each with 4 or 5 cities of its own', () => {
    const stateNames = new Set(INDIAN_STATES.map((s) => s.name))
    expect(HOME_SEARCH_STATES.map((s) => s.state).sort()).toEqual([...SIGNUP_STATES].sort())
    for (const s of HOME_SEARCH_STATES) {
      expect(stateNames.has(s.state)).toBe(true)
      expect(s.cities.length).toBeGreaterThanOrEqual(4)
      expect(s.cities.length).toBeLessThanOrEqual(5)
      expect(unique(s.cities)).toBe(true)
      // A city of the catalogue named here is in that state.
      for (const name of s.cities) {
        const known = CITIES.find((c) => c.name === name)
        if (known) expect(known.state, name).toBe(s.state)
      }
    }
    expect(
      HOME_SEARCH_STATES.slice(0, 2)
        .map((s) => s.state)
        .sort(),
    ).toEqual(['Andhra Pradesh', 'Telangana'])
  })
})

describe('prices, uploads and timings', () => {
  it('the price ranges start at zero, follow on without gaps, and each value spells its bounds', () => {
    expect(PRICE_RANGES[0]!.min).toBe(0)
    for (const r of PRICE_RANGES) {
      expect(r.value).toBe(`${r.min}-${r.max}`)
      expect(r.max).toBeGreaterThan(r.min)
    }
    for (let i = 1; i < PRICE_RANGES.length; i++) expect(PRICE_RANGES[i]!.min).toBe(PRICE_RANGES[i - 1]!.max)
    expect(unique(PRICE_RANGES.map((r) => r.label))).toBe(true)
  })

  it('uploads are capped at 5 MB; images are a subset of the document types, all real MIME types', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024)
    for (const t of IMAGE_MIME_TYPES) expect(DOCUMENT_MIME_TYPES).toContain(t)
    for (const t of DOCUMENT_MIME_TYPES) expect(t).toMatch(/^(image|application)\/[a-z]+$/)
    expect(DOCUMENT_MIME_TYPES).toContain('application/pdf')
    expect(IMAGE_MIME_TYPES).not.toContain('application/pdf')
  })

  it('every timing is a positive whole number of milliseconds, and caches outlast animations', () => {
    for (const [name, ms] of Object.entries(TIMINGS)) {
      expect(Number.isInteger(ms), name).toBe(true)
      expect(ms, name).toBeGreaterThan(0)
    }
    expect(TIMINGS.locationCache).toBeGreaterThan(TIMINGS.heroSlide)
    expect(TIMINGS.bookingsRefresh).toBeGreaterThan(TIMINGS.toast)
  })
})

describe('MESSAGES', () => {
  it('keeps the spec copy word for word (spec 000-002 say these exact words)', () => {
    expect(MESSAGES.password.special).toBe('Password must contain at least one special character')
    expect(MESSAGES.auth.emailNotVerified).toBe('Please verify your email before signing in. Check your inbox for verification link.')
    expect(MESSAGES.signup.idProofInvalid).toBe('Please upload a valid ID proof (PNG, JPG, JPEG, or PDF, max 5MB)')
    expect(MESSAGES.admin.auth.accessDenied).toBe('Access denied. This portal is restricted to administrators only.')
    expect(MESSAGES.errorBoundary.body).toBe("We're sorry, but something unexpected happened. Please try refreshing the page.")
  })

  it('the frame’s groups, exported on their own for /buy (issue 19), are the same objects MESSAGES holds', () => {
    expect(MESSAGES.browsing).toBe(BROWSING_MESSAGES)
    expect(MESSAGES.propertyDetail).toBe(PROPERTY_DETAIL_MESSAGES)
    expect(MESSAGES.errorBoundary).toBe(ERROR_BOUNDARY_MESSAGES)
    expect(MESSAGES.emailVerification).toBe(EMAIL_VERIFICATION_MESSAGES)
    expect(MESSAGES.emailVerification.resendFailed).toBe('Failed to resend verification email. Please try again.')
    expect(MESSAGES.propertyDetail.notFound).toBe('Property Not Found')
  })

  it('the templated messages put their values in and keep the rest', () => {
    for (const city of ['Guntur', 'Warangal', 'విజయవాడ']) {
      expect(MESSAGES.browsing.buyEmptyInCity(city)).toContain(` ${city} `)
      expect(MESSAGES.browsing.rentEmptyInCity(city)).toContain(` ${city} `)
      expect(MESSAGES.browsing.buyEmptyInCity(city)).not.toBe(MESSAGES.browsing.rentEmptyInCity(city))
    }
    const tour = MESSAGES.tour.success('2025-03-01', '10:00 AM')
    expect(tour).toContain('2025-03-01')
    expect(tour).toContain('10:00 AM')
    for (const seconds of [1, 48, 600]) {
      expect(MESSAGES.admin.users.rateLimit(seconds)).toContain(` ${seconds} seconds`)
      expect(MESSAGES.admin.users.cooldown(seconds)).toContain(` ${seconds} seconds`)
    }
    expect(MESSAGES.admin.bookings.updateFailed('Slot taken')).toMatch(/: Slot taken$/)
    expect(MESSAGES.admin.bookings.createFailed()).toMatch(/: Please try again\.$/)
    for (const kind of ['Property', 'Inquiry'] as const) expect(MESSAGES.admin.assignments.assigned(kind)).toMatch(new RegExp(`^${kind} `))
    expect(MESSAGES.admin.userApprovals.approved('Agent')).toMatch(/^Agent /)
    expect(MESSAGES.admin.userApprovals.approved('Agent', 'H&O001')).toContain('H&O001')
    expect(MESSAGES.admin.userApprovals.approved('Agent')).not.toContain('undefined')
    expect(MESSAGES.upload.documentTooLarge('PAN Card')).toMatch(/^PAN Card /)
    expect(MESSAGES.upload.documentUnsupported('Bank Statement')).toMatch(/^Bank Statement /)
  })

  it('a long server error is cut to 100 characters with an ellipsis; a short one is kept whole', () => {
    const long = MESSAGES.admin.users.createFailed('x'.repeat(150))
    expect(long).toContain('x'.repeat(100) + '...')
    expect(long).not.toContain('x'.repeat(101))
    expect(MESSAGES.admin.users.createFailed('Email taken')).toContain(': Email taken')
  })

  it('has no empty strings anywhere', () => {
    const all = [...strings(MESSAGES), ...strings(LABELS)]
    expect(all.length).toBeGreaterThan(200)
    for (const s of all) expect(s.trim().length).toBeGreaterThan(0)
  })

  it('the labels put their values in', () => {
    for (const role of ['Buyer', 'Seller', 'Agent']) {
      expect(LABELS.authModal.signInAs(role)).toMatch(new RegExp(` ${role}$`))
      expect(LABELS.authModal.joinAs(role)).toMatch(new RegExp(` ${role}$`))
    }
    expect(LABELS.admin.today(3)).toContain('3')
    expect(LABELS.buy.propertiesAvailable(12)).toMatch(/^12 /)
  })
})

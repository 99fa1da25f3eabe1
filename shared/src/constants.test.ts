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

describe('option lists', () => {
  it('has the roles, statuses and listing types from the spec', () => {
    expect(ROLES).toEqual(['buyer', 'seller', 'agent', 'admin', 'editor'])
    expect(SIGNUP_ROLES).toEqual(['buyer', 'seller', 'agent'])
    expect(USER_STATUSES).toEqual(['active', 'inactive', 'suspended', 'pending', 'deleted'])
    expect(VERIFICATION_STATUSES).toEqual(['pending', 'verified', 'approved', 'rejected'])
    expect(LISTING_TYPES).toEqual(['SALE', 'RENT'])
    expect(PROPERTY_STATUSES).toEqual(['active', 'inactive', 'sold', 'rented'])
    expect(ASSIGNMENT_STATUSES).toEqual(['pending', 'accepted', 'declined', 'expired'])
    expect(PROPERTY_ASSIGNMENT_STATUSES).toEqual(['pending', 'active', 'completed', 'declined', 'expired'])
    expect(VIEWING_STATUSES).toEqual(['scheduled', 'completed', 'cancelled', 'no_show'])
    expect(INQUIRY_TYPES).toEqual(['general', 'purchase', 'rent', 'other'])
    expect(OTP_ACTIONS).toEqual(['verification', 'password_change', 'bank_update'])
    expect(DOCUMENT_ENTITY_TYPES).toEqual(['user', 'property', 'verification', 'seller_doc'])
    expect(DOCUMENT_CATEGORIES).toHaveLength(8)
    expect(SELLER_APPLICATION_BUSINESS_TYPES).toEqual(['individual', 'partnership', 'company', 'llp'])
    expect(BUSINESS_TYPES[0]).toBe('Individual Property Owner')
    expect(BUSINESS_TYPES).toHaveLength(7)
    expect(AGENT_EXPERIENCE_LEVELS).toEqual(['0-1', '1-3', '3-5', '5-10', '10+'])
  })

  it('has the eight property types, each with a label and exactly one category', () => {
    expect(PROPERTY_TYPES).toHaveLength(8)
    for (const t of PROPERTY_TYPES) {
      expect(PROPERTY_TYPE_LABELS[t]).toMatch(/^[A-Z]/)
      const owners = PROPERTY_CATEGORIES.filter((c) => (c.types as readonly string[]).includes(t))
      expect(owners).toHaveLength(1)
    }
    expect(PROPERTY_CATEGORIES.map((c) => c.label)).toEqual(['Residential', 'Commercial', 'Land and Agricultural'])
    expect(PROPERTY_CATEGORIES[0].types).toEqual(PROPERTY_TYPES.slice(0, 4))
    expect(PROPERTY_CATEGORIES[2].types).toEqual(['land', 'plot', 'farm_house'])
  })

  it('merges the commercial subtypes of specs 000 and 002 and lists land types', () => {
    expect(COMMERCIAL_SUBTYPES).toEqual(['office', 'retail', 'warehouse', 'industrial', 'shop', 'showroom'])
    expect([...LAND_TYPES].sort()).toEqual(['agricultural', 'commercial', 'industrial', 'residential'])
  })

  it('stores lower-case facing values with labels', () => {
    expect(FACING).toHaveLength(8)
    for (const f of FACING) {
      expect(f).toBe(f.toLowerCase())
      expect(FACING_LABELS[f]).toBeTruthy()
    }
    expect(FACING_LABELS.east).toBe('East')
  })

  it('uses one canonical furnishing spelling, defaulting to Unfurnished', () => {
    expect(FURNISHING_STATUSES).toEqual(['Unfurnished', 'Semi-Furnished', 'Fully-Furnished'])
    expect(DEFAULT_FURNISHING_STATUS).toBe('Unfurnished')
  })

  it('has the defaults named by the spec', () => {
    expect(DEFAULT_MAINTENANCE_PRIORITY).toBe('MEDIUM')
    expect(ASSIGNMENT_EXPIRY_HOURS).toEqual([4, 8, 12, 24, 48])
    expect(DEFAULT_ASSIGNMENT_EXPIRY_HOURS).toBe(24)
    expect(ADMIN_PAGE_SIZES).toEqual([10, 25, 50, 100])
    expect(DEFAULT_ADMIN_PAGE_SIZE).toBe(10)
    expect(LICENSE_PREFIX_DEFAULT).toBe('H&O')
    expect(SUPPORT_PHONE).toBe('1800-123-4567')
    expect(TOUR_DAYS_AHEAD).toBe(60)
  })

  it('lists hourly tour times from 09:00 to 17:00', () => {
    expect(TOUR_TIMES).toHaveLength(9)
    expect(TOUR_TIMES[0]).toBe('09:00')
    expect(TOUR_TIMES[8]).toBe('17:00')
  })

  it('has the agent directory experience bands without gaps', () => {
    expect(AGENT_DIRECTORY_EXPERIENCE_BANDS.map((b) => b.value)).toEqual(['0-2', '3-5', '6-10', '10+'])
    for (let i = 1; i < AGENT_DIRECTORY_EXPERIENCE_BANDS.length; i++) {
      expect(AGENT_DIRECTORY_EXPERIENCE_BANDS[i]!.min).toBe(AGENT_DIRECTORY_EXPERIENCE_BANDS[i - 1]!.maxExclusive)
    }
  })
})

describe('geography', () => {
  it('has 28 states and 8 union territories with unique 2-letter codes and valid regions', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28)
    expect(INDIAN_STATES.filter((s) => s.kind === 'union_territory')).toHaveLength(8)
    const codes = INDIAN_STATES.map((s) => s.code)
    expect(new Set(codes).size).toBe(36)
    for (const s of INDIAN_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/)
      expect(STATE_REGIONS).toContain(s.region)
    }
    expect(INDIAN_STATES.find((s) => s.name === 'Andhra Pradesh')).toMatchObject({ code: 'AP', region: 'Southern' })
    expect(INDIAN_STATES.find((s) => s.name === 'Telangana')).toMatchObject({ code: 'TG', region: 'Southern' })
    expect(INDIAN_STATES.find((s) => s.name === 'Delhi')?.code).toBe('DL')
    expect(STATE_REGIONS).toEqual(['Northern', 'Southern', 'Eastern', 'Western', 'Central', 'Northeast India'])
  })

  it('has 35 cities: 15 in Andhra Pradesh, 14 in Telangana and the six metros', () => {
    expect(CITIES).toHaveLength(35)
    expect(CITIES.filter((c) => c.state === 'Andhra Pradesh')).toHaveLength(15)
    expect(CITIES.filter((c) => c.state === 'Telangana')).toHaveLength(14)
    const metros = CITIES.filter((c) => c.group === null).map((c) => c.name)
    expect(metros.sort()).toEqual(['Bangalore', 'Chennai', 'Delhi', 'Kolkata', 'Mumbai', 'Pune'])
    expect(new Set(CITIES.map((c) => c.name)).size).toBe(35)
  })

  it('places every AP/Telangana city in a group of its own state, inside India, with 4-decimal coordinates', () => {
    for (const c of CITIES) {
      expect(c.latitude).toBeGreaterThan(6)
      expect(c.latitude).toBeLessThan(37)
      expect(c.longitude).toBeGreaterThan(68)
      expect(c.longitude).toBeLessThan(98)
      expect(Math.round(c.latitude * 10_000) / 10_000).toBe(c.latitude)
      expect(Math.round(c.longitude * 10_000) / 10_000).toBe(c.longitude)
      if (c.state === 'Andhra Pradesh') expect(c.group?.startsWith('AP')).toBe(true)
      if (c.state === 'Telangana') expect(c.group?.startsWith('Telangana')).toBe(true)
    }
    for (const g of CITY_GROUPS) expect(CITIES.some((c) => c.group === g)).toBe(true)
    const hyd = CITIES.find((c) => c.name === 'Hyderabad')!
    expect(hyd.latitude).toBeCloseTo(17.385, 2)
    expect(hyd.longitude).toBeCloseTo(78.4867, 2)
  })

  it('has seven home-search states with 4-5 cities each', () => {
    expect(HOME_SEARCH_STATES.map((s) => s.state)).toEqual([
      'Telangana',
      'Andhra Pradesh',
      'Maharashtra',
      'Karnataka',
      'Tamil Nadu',
      'Delhi',
      'West Bengal',
    ])
    for (const s of HOME_SEARCH_STATES) {
      expect(s.cities.length).toBeGreaterThanOrEqual(4)
      expect(s.cities.length).toBeLessThanOrEqual(5)
    }
    expect([...SIGNUP_STATES].sort()).toEqual(HOME_SEARCH_STATES.map((s) => s.state).sort())
  })
})

describe('prices, uploads and timings', () => {
  it('has the five home price ranges with consistent values', () => {
    expect(PRICE_RANGES.map((r) => r.value)).toEqual([
      '0-2000000',
      '2000000-5000000',
      '5000000-10000000',
      '10000000-20000000',
      '20000000-999999999',
    ])
    for (const r of PRICE_RANGES) expect(r.value).toBe(`${r.min}-${r.max}`)
  })

  it('limits uploads to 5 MB and the allowed types', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024)
    expect(DOCUMENT_MIME_TYPES).toEqual(['image/png', 'image/jpeg', 'image/jpg', 'application/pdf'])
    expect(IMAGE_MIME_TYPES).toEqual(['image/png', 'image/jpeg'])
  })

  it('has the spec timings in milliseconds', () => {
    expect(TIMINGS).toMatchObject({
      heroSlide: 5000,
      signupRedirect: 2000,
      authSuccessClose: 1500,
      passwordSuccess: 2000,
      sentLabel: 5000,
      toast: 4000,
      emailVerifyRedirect: 3000,
      resetRedirect: 1500,
      locationCache: 300_000,
      bookingsRefresh: 30_000,
    })
  })
})

describe('MESSAGES', () => {
  it('keeps the spec copy word for word', () => {
    expect(MESSAGES.password.special).toBe('Password must contain at least one special character')
    expect(MESSAGES.auth.emailNotVerified).toBe('Please verify your email before signing in. Check your inbox for verification link.')
    expect(MESSAGES.signup.idProofInvalid).toBe('Please upload a valid ID proof (PNG, JPG, JPEG, or PDF, max 5MB)')
    expect(MESSAGES.admin.auth.accessDenied).toBe('Access denied. This portal is restricted to administrators only.')
    expect(MESSAGES.errorBoundary.body).toBe("We're sorry, but something unexpected happened. Please try refreshing the page.")
  })

  it('fills the templated messages', () => {
    expect(MESSAGES.browsing.buyEmptyInCity('Guntur')).toBe('No properties found in Guntur matching your criteria.')
    expect(MESSAGES.browsing.rentEmptyInCity('Warangal')).toBe('No rental properties found in Warangal matching your criteria.')
    expect(MESSAGES.tour.success('2025-03-01', '10:00 AM')).toBe(
      'Tour request submitted! Scheduled for 2025-03-01 at 10:00 AM. The property owner will confirm shortly.',
    )
    expect(MESSAGES.admin.users.rateLimit(48)).toBe('Rate limit reached. Please wait 48 seconds before creating another user.')
    expect(MESSAGES.admin.users.cooldown(12)).toBe('Please wait 12 seconds before adding another user.')
    expect(MESSAGES.admin.users.createFailed('x'.repeat(150))).toBe(`Failed to create user: ${'x'.repeat(100)}...`)
    expect(MESSAGES.admin.bookings.createFailed()).toBe('Failed to create booking: Please try again.')
    expect(MESSAGES.admin.bookings.updateFailed('Slot taken')).toBe('Failed to update booking: Slot taken')
    expect(MESSAGES.admin.assignments.assigned('Property')).toBe('Property assigned successfully')
    expect(MESSAGES.admin.userApprovals.approved('Agent')).toBe('Agent approved successfully!')
    expect(MESSAGES.admin.userApprovals.approved('Agent', 'H&O001')).toContain('H&O001')
    expect(MESSAGES.upload.documentTooLarge('PAN Card')).toBe('PAN Card is too large')
    expect(MESSAGES.upload.documentUnsupported('Bank Statement')).toBe('Bank Statement has unsupported file type')
  })

  it('has no empty strings anywhere', () => {
    const walk = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(walk) : [])
    const all = [...walk(MESSAGES), ...walk(LABELS)]
    expect(all.length).toBeGreaterThan(200)
    for (const s of all) expect(s.trim().length).toBeGreaterThan(0)
  })

  it('has the page labels', () => {
    expect(LABELS.authModal.signInAs('Buyer')).toBe('Sign In as Buyer')
    expect(LABELS.authModal.joinAs('Agent')).toBe('Join as Agent')
    expect(LABELS.admin.today(3)).toBe('+3 today')
    expect(LABELS.buy.propertiesAvailable(12)).toBe('12 Properties Available')
  })
})

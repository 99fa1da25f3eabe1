import { describe, expect, it } from 'vitest'
import {
  citiesInGroup,
  citiesOfState,
  experienceYears,
  findCity,
  findState,
  hidesRooms,
  homeSearchCities,
  humanize,
  isOneOf,
  isSaleOnlyType,
  isVerifiedStatus,
  matchesExperienceBand,
  normalizeFacing,
  normalizeFurnishingStatus,
  normalizePropertyTypes,
  normalizeRole,
  propertyCategoryOf,
  propertyTypeLabel,
  requiresPlotArea,
} from './options'
import { PROPERTY_TYPES, ROLES } from './constants'

describe('normalizeFurnishingStatus', () => {
  it('maps every spelling in the spec to the stored value', () => {
    expect(normalizeFurnishingStatus('Fully Furnished')).toBe('Fully-Furnished')
    expect(normalizeFurnishingStatus('Fully-Furnished')).toBe('Fully-Furnished')
    expect(normalizeFurnishingStatus('furnished')).toBe('Fully-Furnished')
    expect(normalizeFurnishingStatus('Semi Furnished')).toBe('Semi-Furnished')
    expect(normalizeFurnishingStatus('semi_furnished')).toBe('Semi-Furnished')
    expect(normalizeFurnishingStatus('unfurnished')).toBe('Unfurnished')
  })

  it('returns null for anything else', () => {
    expect(normalizeFurnishingStatus('partly')).toBeNull()
    expect(normalizeFurnishingStatus(3)).toBeNull()
    expect(normalizeFurnishingStatus(undefined)).toBeNull()
  })
})

describe('normalizeFacing / normalizeRole', () => {
  it('normalises directions', () => {
    expect(normalizeFacing('North-East')).toBe('northeast')
    expect(normalizeFacing('EAST')).toBe('east')
    expect(normalizeFacing('south west')).toBe('southwest')
    expect(normalizeFacing('up')).toBeNull()
  })

  it('maps the legacy owner role to seller', () => {
    expect(normalizeRole('owner')).toBe('seller')
    expect(normalizeRole(' Agent ')).toBe('agent')
    for (const r of ROLES) expect(normalizeRole(r)).toBe(r)
    expect(normalizeRole('superuser')).toBeNull()
  })
})

describe('normalizePropertyTypes', () => {
  it('splits comma lists, drops unknown values and duplicates', () => {
    expect(normalizePropertyTypes('land,farm_house,plot')).toEqual(['land', 'farm_house', 'plot'])
    expect(normalizePropertyTypes(['villa', 'villa,castle', ' commercial '])).toEqual(['villa', 'commercial'])
    expect(normalizePropertyTypes('')).toEqual([])
    expect(normalizePropertyTypes(undefined)).toEqual([])
  })

  it('expands the legacy apartment type', () => {
    expect(normalizePropertyTypes('apartment')).toEqual(['standalone_apartment', 'gated_apartment'])
  })
})

describe('type rules', () => {
  it('knows the sale-only, plot-area and no-rooms types', () => {
    expect(PROPERTY_TYPES.filter(isSaleOnlyType)).toEqual(['land', 'plot'])
    expect(PROPERTY_TYPES.filter(requiresPlotArea)).toEqual(['land', 'plot', 'farm_house'])
    expect(PROPERTY_TYPES.filter(hidesRooms)).toEqual(['plot'])
  })

  it('finds the category of each type', () => {
    expect(propertyCategoryOf('villa')).toBe('residential')
    expect(propertyCategoryOf('commercial')).toBe('commercial')
    expect(propertyCategoryOf('farm_house')).toBe('land_agricultural')
  })

  it('labels types, including unknown ones', () => {
    expect(propertyTypeLabel('gated_apartment')).toBe('Gated Apartment')
    expect(propertyTypeLabel('row_house')).toBe('Row House')
    expect(humanize('no_show')).toBe('No Show')
  })

  it('checks membership', () => {
    expect(isOneOf(['a', 'b'] as const, 'a')).toBe(true)
    expect(isOneOf(['a', 'b'] as const, 'c')).toBe(false)
    expect(isVerifiedStatus('approved')).toBe(true)
    expect(isVerifiedStatus('verified')).toBe(true)
    expect(isVerifiedStatus('pending')).toBe(false)
  })
})

describe('geography lookups', () => {
  it('finds states by name or code', () => {
    expect(findState('tg')?.name).toBe('Telangana')
    expect(findState('andhra pradesh')?.code).toBe('AP')
    expect(findState('')).toBeUndefined()
  })

  it('lists cities of a state and of a home-page group', () => {
    expect(citiesOfState('Telangana')).toHaveLength(14)
    expect(citiesOfState('Karnataka').map((c) => c.name)).toEqual(['Bangalore'])
    expect(citiesInGroup('AP inland').map((c) => c.name)).toContain('Tirupati')
    expect(findCity('visakhapatnam')?.state).toBe('Andhra Pradesh')
    expect(homeSearchCities('Telangana')).toContain('Hyderabad')
    expect(homeSearchCities('Goa')).toEqual([])
  })
})

describe('agent experience', () => {
  it('reads years from sign-up levels and numbers', () => {
    expect(experienceYears('5-10')).toBe(5)
    expect(experienceYears('10+')).toBe(10)
    expect(experienceYears(7)).toBe(7)
    expect(experienceYears('12')).toBe(12)
    expect(experienceYears('lots')).toBeNull()
  })

  it('matches directory bands, with exactly 10 years in 10+', () => {
    expect(matchesExperienceBand('0-1', '0-2')).toBe(true)
    expect(matchesExperienceBand('3-5', '3-5')).toBe(true)
    expect(matchesExperienceBand('5-10', '3-5')).toBe(true)
    expect(matchesExperienceBand(8, '6-10')).toBe(true)
    expect(matchesExperienceBand(10, '6-10')).toBe(false)
    expect(matchesExperienceBand('10+', '10+')).toBe(true)
    expect(matchesExperienceBand(null, '0-2')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { parsePropertySearch } from '@gruha/shared'
import { activeFilterCount } from './filter-count'

describe('activeFilterCount', () => {
  it('is 0 for the plain list, whatever the order or page', () => {
    expect(activeFilterCount(parsePropertySearch(''), null)).toBe(0)
    expect(activeFilterCount(parsePropertySearch('sort=price_asc&page=3'), null)).toBe(0)
  })

  it('counts each filter once (a list of types is one) and the map area', () => {
    expect(activeFilterCount(parsePropertySearch('bedrooms=3&city=Hyderabad'), null)).toBe(2)
    expect(activeFilterCount(parsePropertySearch('propertyType=land,plot,farm_house'), null)).toBe(1)
    expect(activeFilterCount(parsePropertySearch('minPrice=0'), '78.1,17.2,78.6,17.6')).toBe(2)
  })
})

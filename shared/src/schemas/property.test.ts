import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  effectiveListingType,
  normalizePropertyInput,
  parsePropertySearch,
  propertyInputSchema,
  propertyPatchSchema,
  propertySearchSchema,
  propertySearchToQuery,
  queryToRecord,
} from './property'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

describe('propertySearchSchema / parsePropertySearch', () => {
  it('parses every filter from the query string', () => {
    const s = parsePropertySearch(
      '?state=Telangana&city=Hyderabad&propertyType=villa&minPrice=2000000&maxPrice=5000000&minRent=10000&maxRent=40000' +
        '&bedrooms=3&bathrooms=2&minArea=1200&maxArea=2400&furnishingStatus=Semi-Furnished&facing=east' +
        '&commercialSubtype=office&landType=agricultural&sort=price_desc&page=3&listingType=sale&featured=true',
    )
    expect(s).toEqual({
      state: 'Telangana',
      city: 'Hyderabad',
      propertyType: ['villa'],
      minPrice: 2000000,
      maxPrice: 5000000,
      minRent: 10000,
      maxRent: 40000,
      bedrooms: 3,
      bathrooms: 2,
      minArea: 1200,
      maxArea: 2400,
      furnishingStatus: 'Semi-Furnished',
      facing: 'east',
      commercialSubtype: 'office',
      landType: 'agricultural',
      sort: 'price_desc',
      page: 3,
      listingType: 'SALE',
      featured: true,
    })
  })

  it('turns comma lists and repeated parameters into arrays', () => {
    expect(parsePropertySearch('propertyType=land,farm_house,plot').propertyType).toEqual(['land', 'farm_house', 'plot'])
    expect(parsePropertySearch(new URLSearchParams('propertyType=villa&propertyType=commercial')).propertyType).toEqual([
      'villa',
      'commercial',
    ])
  })

  it('drops invalid values instead of failing', () => {
    const s = parsePropertySearch(
      'propertyType=castle&minPrice=abc&maxPrice=-5&bedrooms=many&facing=up&furnishingStatus=partly&commercialSubtype=mall' +
        '&landType=moon&sort=random&page=0&listingType=lease&featured=maybe&city=%20%20',
    )
    expect(s).toEqual({ sort: 'newest', page: 1 })
  })

  it('converts bedrooms, bathrooms and area bounds to integers', () => {
    const s = parsePropertySearch({ bedrooms: '2.7', minArea: '1000.9', maxPrice: '2500000.5' })
    expect(s.bedrooms).toBe(2)
    expect(s.minArea).toBe(1000)
    expect(s.maxPrice).toBe(2500000.5)
  })

  it('maps alternative furnishing and facing spellings', () => {
    const s = parsePropertySearch({ furnishingStatus: 'Fully Furnished', facing: 'North-West' })
    expect(s.furnishingStatus).toBe('Fully-Furnished')
    expect(s.facing).toBe('northwest')
  })

  it('has defaults for an empty query and never throws on odd input', () => {
    expect(parsePropertySearch('')).toEqual({ sort: 'newest', page: 1 })
    expect(parsePropertySearch(null)).toEqual({ sort: 'newest', page: 1 })
    expect(propertySearchSchema.safeParse({ page: ['2', '5'] }).data?.page).toBe(2)
  })

  it('collects repeated keys', () => {
    expect(queryToRecord('a=1&a=2&b=3')).toEqual({ a: ['1', '2'], b: '3' })
  })
})

describe('propertySearchToQuery', () => {
  it('writes non-empty values only and joins types with commas', () => {
    const q = propertySearchToQuery({
      propertyType: ['land', 'plot'],
      minPrice: 0,
      maxPrice: undefined,
      city: '',
      bedrooms: 2,
      sort: 'newest',
      page: 1,
    })
    expect(q).toBe('propertyType=land%2Cplot&minPrice=0&bedrooms=2')
    expect(propertySearchToQuery({ sort: 'price_asc', page: 2, propertyType: [] })).toBe('sort=price_asc&page=2')
  })

  it('round-trips through parsePropertySearch', () => {
    const filters = parsePropertySearch('propertyType=villa,commercial&minRent=5000&facing=south&page=4')
    expect(parsePropertySearch(propertySearchToQuery(filters))).toEqual(filters)
  })
})

const base = {
  title: '3BHK Villa in Gachibowli',
  description: 'Spacious villa',
  property_type: 'villa',
  listing_type: 'SALE',
  address: 'Plot 12, Road 3',
  city: 'Hyderabad',
  state: 'Telangana',
  area_sqft: '2400',
  price: '1,25,00,000',
}

describe('propertyInputSchema', () => {
  it('reports the required fields', () => {
    expect(issues(propertyInputSchema.safeParse({}))).toEqual([
      ['title', 'Title is required'],
      ['description', 'Description is required'],
      ['property_type', 'Property type is required'],
      ['address', 'Address is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['area_sqft', 'Area is required'],
      ['listing_type', 'Listing type is required'],
    ])
  })

  it("requires a sale price for SALE ('Sale price is required')", () => {
    expect(issues(propertyInputSchema.safeParse({ ...base, price: '' }))).toEqual([['price', 'Sale price is required']])
    expect(issues(propertyInputSchema.safeParse({ ...base, price: '0' }))).toEqual([['price', 'Sale price must be greater than 0']])
  })

  it("requires the monthly rent for RENT ('Monthly rent is required')", () => {
    expect(issues(propertyInputSchema.safeParse({ ...base, listing_type: 'RENT', price: '' }))).toEqual([
      ['monthly_rent', 'Monthly rent is required'],
    ])
  })

  it('parses numbers and keeps only the SALE fields for a sale', () => {
    const d = propertyInputSchema.parse({
      ...base,
      monthly_rent: '30000',
      security_deposit: '60000',
      available_from: '2025-06-01',
      bedrooms: '3',
      bathrooms: '',
    })
    expect(d.price).toBe(12500000)
    expect(d.area_sqft).toBe(2400)
    expect(d.bedrooms).toBe(3)
    expect(d.bathrooms).toBeNull()
    expect(d.monthly_rent).toBeNull()
    expect(d.security_deposit).toBeNull()
    expect(d.available_from).toBeNull()
  })

  it('keeps only the RENT fields for a rental', () => {
    const d = propertyInputSchema.parse({
      ...base,
      listing_type: 'rent',
      monthly_rent: '35000',
      security_deposit: '70000',
      available_from: '2025-06-01',
    })
    expect(d.listing_type).toBe('RENT')
    expect(d.price).toBeNull()
    expect(d.monthly_rent).toBe(35000)
    expect(d.security_deposit).toBe(70000)
    expect(d.available_from).toBe('2025-06-01')
  })

  it('forces land and plot to SALE and fills the plot area', () => {
    const d = propertyInputSchema.parse({
      ...base,
      property_type: 'plot',
      listing_type: 'RENT',
      monthly_rent: '5000',
      bedrooms: '2',
      amenities: ['Parking'],
    })
    expect(d.listing_type).toBe('SALE')
    expect(d.monthly_rent).toBeNull()
    expect(d.bedrooms).toBeNull()
    expect(d.amenities).toEqual([])
    expect(d.plot_area_sqft).toBe(2400)
    // Land needs no listing type at all.
    const { listing_type: _omit, ...noListing } = base
    expect(propertyInputSchema.parse({ ...noListing, property_type: 'land' }).listing_type).toBe('SALE')
    // ...but still needs a price.
    expect(issues(propertyInputSchema.safeParse({ ...noListing, property_type: 'land', price: '' }))).toEqual([
      ['price', 'Sale price is required'],
    ])
  })

  it('keeps an explicit plot area for farm houses', () => {
    expect(propertyInputSchema.parse({ ...base, property_type: 'farm_house', plot_area_sqft: '43560' }).plot_area_sqft).toBe(43560)
  })

  it('applies the defaults', () => {
    const d = propertyInputSchema.parse(base)
    expect(d.status).toBe('active')
    expect(d.furnishing_status).toBe('Unfurnished')
    expect(d.road_access).toBe(true)
    expect(d.featured).toBe(false)
    expect(d.amenities).toEqual([])
    expect(d.sections).toEqual([])
    expect(d.images).toEqual([])
  })

  it('normalises furnishing, facing, lists and sections from form values', () => {
    const d = propertyInputSchema.parse({
      ...base,
      furnishing_status: 'semi_furnished',
      facing: 'North-East',
      amenities: '["Gym","Parking","Gym"]',
      nearby_highlights: 'School, Hospital',
      images: ['https://cdn.example.com/a.jpg', '/media/b.png'],
      sections: JSON.stringify([
        { title: 'Legal', content: 'Clear title' },
        { title: '', content: '' },
      ]),
      lift_available: 'on',
      commercial_subtype: 'Office',
      owner: '14',
    })
    expect(d.furnishing_status).toBe('Semi-Furnished')
    expect(d.facing).toBe('northeast')
    expect(d.amenities).toEqual(['Gym', 'Parking'])
    expect(d.nearby_highlights).toEqual(['School', 'Hospital'])
    expect(d.images).toHaveLength(2)
    expect(d.sections).toEqual([{ title: 'Legal', content: 'Clear title' }])
    expect(d.lift_available).toBe(true)
    expect(d.commercial_subtype).toBe('office')
    expect(d.owner).toBe(14)
  })

  it('rejects invalid values with field messages', () => {
    expect(
      issues(
        propertyInputSchema.safeParse({
          ...base,
          bedrooms: '2.5',
          latitude: '95',
          zip_code: '5000',
          facing: 'up',
          area_sqft: '-4',
          furnishing_status: 'partly',
          images: ['not a url'],
          sections: [{ title: '', content: 'orphan' }],
          available_from: '31-12-2025',
        }),
      ),
    ).toEqual([
      ['zip_code', 'Please enter a valid 6-digit pincode'],
      ['latitude', 'Latitude must be between -90 and 90'],
      ['area_sqft', 'Area must be greater than 0'],
      ['bedrooms', 'Please enter a whole number'],
      ['facing', 'Please select a valid option'],
      ['furnishing_status', 'Please select a valid option'],
      ['images.0', 'Please provide valid image URLs'],
      ['sections.0.title', 'Section title is required'],
      ['available_from', 'Please enter a valid date'],
    ])
  })

  it('reports the price rule together with field errors', () => {
    expect(issues(propertyInputSchema.safeParse({ ...base, title: '', price: undefined }))).toEqual([
      ['title', 'Title is required'],
      ['price', 'Sale price is required'],
    ])
  })
})

describe('propertyPatchSchema and helpers', () => {
  it('accepts a partial update without filling defaults', () => {
    expect(propertyPatchSchema.parse({ title: ' New title ' })).toEqual({ title: 'New title' })
    expect(propertyPatchSchema.safeParse({ bedrooms: 'x' }).success).toBe(false)
  })

  it('computes the effective listing type and normalises partial input', () => {
    expect(effectiveListingType({ property_type: 'land', listing_type: 'RENT' })).toBe('SALE')
    expect(effectiveListingType({ property_type: 'villa', listing_type: 'RENT' })).toBe('RENT')
    expect(effectiveListingType({ property_type: 'villa' })).toBeUndefined()
    expect(normalizePropertyInput({ listing_type: 'RENT', price: 5, monthly_rent: 10 })).toEqual({
      listing_type: 'RENT',
      price: null,
      monthly_rent: 10,
    })
  })
})

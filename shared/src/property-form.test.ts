import { describe, expect, it } from 'vitest'
import { PROPERTY_TYPES } from './constants'
import { PROPERTY_FIELDS, PROPERTY_TYPE_DETAIL_FIELDS, listingTypeFor, propertyFormFieldNames, propertyFormSections } from './property-form'
import { propertyInputBaseSchema } from './schemas/property'

describe('property form definitions', () => {
  it('names only fields the property schema knows', () => {
    const known = Object.keys(propertyInputBaseSchema.shape)
    for (const name of Object.keys(PROPERTY_FIELDS)) expect(known).toContain(name)
  })

  it('gives every type a details section', () => {
    for (const type of PROPERTY_TYPES) expect(PROPERTY_TYPE_DETAIL_FIELDS[type].length).toBeGreaterThan(3)
  })

  it('shows price for SALE only and rent, deposit and available-from for RENT only', () => {
    const sale = propertyFormFieldNames('villa', 'SALE')
    const rent = propertyFormFieldNames('villa', 'RENT')
    expect(sale).toContain('price')
    expect(sale).not.toContain('monthly_rent')
    expect(sale).not.toContain('security_deposit')
    expect(sale).not.toContain('available_from')
    expect(rent).toEqual(expect.arrayContaining(['monthly_rent', 'security_deposit', 'available_from']))
    expect(rent).not.toContain('price')
  })

  it('forces land and plot to SALE and hides rooms and amenities for plot', () => {
    expect(listingTypeFor('plot', 'RENT')).toBe('SALE')
    expect(listingTypeFor('land', 'RENT')).toBe('SALE')
    expect(listingTypeFor('villa', 'RENT')).toBe('RENT')
    const plot = propertyFormSections('plot', 'RENT')
    expect(plot.map((s) => s.key)).not.toContain('amenities')
    const names = plot.flatMap((s) => s.fields.map((f) => f.name))
    expect(names).not.toContain('bedrooms')
    expect(names).not.toContain('bathrooms')
    expect(names).toContain('price')
  })

  it('requires the plot area for land, plot and farm house only', () => {
    const required = (t: (typeof PROPERTY_TYPES)[number]) => propertyFormSections(t, 'SALE').flatMap((s) => s.required)
    expect(required('land')).toContain('plot_area_sqft')
    expect(required('plot')).toContain('plot_area_sqft')
    expect(required('farm_house')).toContain('plot_area_sqft')
    expect(required('villa')).not.toContain('plot_area_sqft')
  })

  it('keeps the owner section for the console only', () => {
    expect(propertyFormSections('villa', 'SALE', 'admin').map((s) => s.key)).toContain('owner')
    expect(propertyFormSections('villa', 'SALE', 'member').map((s) => s.key)).not.toContain('owner')
  })
})

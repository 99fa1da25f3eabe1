import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { maintenanceRequestSchema, nriRequestSchema, rentListingSchema } from './management'

const issues = (r: { success: boolean; error?: z.ZodError }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])

describe('maintenanceRequestSchema', () => {
  it('requires property, title, category and description; priority defaults to MEDIUM', () => {
    expect(issues(maintenanceRequestSchema.safeParse({}))).toEqual([
      ['property', 'Property is required'],
      ['title', 'Title is required'],
      ['category', 'Category is required'],
      ['description', 'Description is required'],
    ])
    const d = maintenanceRequestSchema.parse({ property: '2', title: 'Leak', category: 'Plumbing', description: 'Kitchen tap' })
    expect(d.priority).toBe('MEDIUM')
    expect(maintenanceRequestSchema.safeParse({ ...d, priority: 'CRITICAL' }).success).toBe(false)
  })
})

describe('rentListingSchema', () => {
  const listing = { property: 7, monthly_rent: '25000', security_deposit: '50000', available_from: '2025-05-01' }

  it('requires rent, deposit and available-from', () => {
    expect(issues(rentListingSchema.safeParse({ property: 7 }))).toEqual([
      ['monthly_rent', 'Monthly rent is required'],
      ['security_deposit', 'Security deposit is required'],
      ['available_from', 'Available from date is required'],
    ])
  })

  it('turns all contact preferences on by default and parses lists', () => {
    const d = rentListingSchema.parse({ ...listing, tenant_preferences: 'family,working_professionals', house_rules: ['no_pets'] })
    expect(d.monthly_rent).toBe(25000)
    expect(d.contact_preferences).toEqual(['phone_calls', 'whatsapp', 'email'])
    expect(d.tenant_preferences).toEqual(['family', 'working_professionals'])
    expect(d.house_rules).toEqual(['no_pets'])
    expect(rentListingSchema.parse({ ...listing, contact_preferences: [] }).contact_preferences).toEqual([])
    expect(rentListingSchema.safeParse({ ...listing, house_rules: 'no_music' }).success).toBe(false)
    expect(rentListingSchema.safeParse({ ...listing, lease_duration: '1_year' }).success).toBe(true)
  })
})

describe('nriRequestSchema', () => {
  it('requires the basics and defaults to FULL_SERVICE', () => {
    expect(issues(nriRequestSchema.safeParse({})).map(([p]) => p)).toEqual(['title', 'property_type', 'address', 'city', 'state'])
    const d = nriRequestSchema.parse({
      title: 'Flat in Kukatpally',
      property_type: 'Apartment',
      address: 'KPHB',
      city: 'Hyderabad',
      state: 'Telangana',
      bedrooms: '3',
    })
    expect(d.management_type).toBe('FULL_SERVICE')
    expect(d.bedrooms).toBe(3)
    expect(nriRequestSchema.safeParse({ ...d, bedrooms: 7 }).success).toBe(false)
  })
})

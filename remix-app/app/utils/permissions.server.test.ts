import { describe, expect, it } from 'vitest'
import { homeForRole, safeRedirect } from './permissions.server'
import { navLinksFor } from '~/components/nav-links'

describe('homeForRole', () => {
  it('follows spec 000 "After sign-in on /"', () => {
    expect(homeForRole('admin')).toBe('/admin')
    expect(homeForRole('agent')).toBe('/agent/dashboard')
    expect(homeForRole('seller')).toBe('/my-properties')
    expect(homeForRole('buyer')).toBe('/')
  })
})

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses others', () => {
    expect(safeRedirect('/my-bookings')).toBe('/my-bookings')
    expect(safeRedirect('//evil.example')).toBe('/')
    expect(safeRedirect('/\\evil.example')).toBe('/')
    expect(safeRedirect('https://evil.example')).toBe('/')
    expect(safeRedirect(null, '/x')).toBe('/x')
  })
})

describe('navLinksFor', () => {
  it('gives each role its spec menu', () => {
    expect(navLinksFor(null).map((l) => l.label)).toEqual(['Buy', 'Rent', 'Sell', 'Agent', 'Property Management'])
    expect(
      navLinksFor(null)
        .filter((l) => l.role)
        .map((l) => l.role),
    ).toEqual(['seller', 'agent'])
    expect(navLinksFor('buyer').map((l) => l.label)).toEqual(['Buy', 'Rent', 'My Bookings', 'My Inquiries', 'Property Management'])
    expect(navLinksFor('seller').map((l) => l.label)).toEqual([
      'My Properties',
      'Add Property',
      'Property Management',
      'Inquiries',
      'Bookings',
    ])
    expect(navLinksFor('agent').map((l) => l.label)).toEqual(['Dashboard'])
    expect(navLinksFor('admin').map((l) => l.label)).toEqual(['Dashboard', 'Users', 'Properties', 'Reports'])
  })
})

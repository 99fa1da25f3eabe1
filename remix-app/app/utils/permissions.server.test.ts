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

  it('refuses tabs, newlines, backslashes and their percent-encoded forms (issue 7, finding 5)', () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/x',
      '\\\\evil.example',
      '/%09/evil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%0a',
      '/%E0%A4%A',
      '/ /x',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(target, '/home'), JSON.stringify(target)).toBe('/home')
    }
    expect(safeRedirect('/property/2bhk-in-kukatpally?x=1#top')).toBe('/property/2bhk-in-kukatpally?x=1#top')
    expect(safeRedirect('/search?q=%E0%A4%98')).toBe('/search?q=%E0%A4%98')
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

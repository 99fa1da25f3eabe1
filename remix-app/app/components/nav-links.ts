import type { Role } from '@gruha/shared'

export type NavLink = { label: string; to: string; /** Opens sign-in for this role first when signed out. */ role?: Role }

/** The navigation menu by role (spec 000, "Navigation menu by role"). */
export function navLinksFor(role: Role | null): NavLink[] {
  switch (role) {
    case null:
      return [
        { label: 'Buy', to: '/buy' },
        { label: 'Rent', to: '/rent' },
        { label: 'Sell', to: '/sell', role: 'seller' },
        { label: 'Agent', to: '/agent/dashboard', role: 'agent' },
        { label: 'Property Management', to: '/property-management' },
      ]
    case 'buyer':
      return [
        { label: 'Buy', to: '/buy' },
        { label: 'Rent', to: '/rent' },
        { label: 'My Bookings', to: '/my-bookings' },
        { label: 'My Inquiries', to: '/my-inquiries' },
        { label: 'Property Management', to: '/property-management' },
      ]
    case 'seller':
      return [
        { label: 'My Properties', to: '/my-properties' },
        { label: 'Add Property', to: '/add-property' },
        { label: 'Property Management', to: '/property-management' },
        { label: 'Inquiries', to: '/property-inquiries' },
        { label: 'Bookings', to: '/property-bookings' },
      ]
    case 'agent':
      return [{ label: 'Dashboard', to: '/agent/dashboard' }]
    case 'admin':
      return [
        { label: 'Dashboard', to: '/admin' },
        { label: 'Users', to: '/admin/users' },
        { label: 'Properties', to: '/admin/properties' },
        { label: 'Reports', to: '/admin/reports' },
      ]
    default:
      return [
        { label: 'Buy', to: '/buy' },
        { label: 'Rent', to: '/rent' },
      ]
  }
}

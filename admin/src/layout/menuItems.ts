import { ADMIN_PROPERTY_TABS } from '@gruha/shared'

/**
 * The sidebar of spec 002 §2, as data. Each tab is a list URL (a resource path plus, for
 * filtered tabs, its `filter` query), so a tab can be bookmarked and shared. Screens built by
 * other parts of the console are linked by path; until they exist, the path shows 'Coming Soon'.
 */
export interface MenuEntry {
  key: string
  label: string
  /** Path under /admin. */
  path: string
  filter?: Record<string, unknown>
}

export interface MenuGroup {
  key: string
  label: string
  entries: MenuEntry[]
}

export const listUrl = (path: string, filter?: Record<string, unknown>) =>
  filter && Object.keys(filter).length ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path

/** Users tabs; 'sellers' includes owners (stored as sellers). */
export const USER_TABS: MenuEntry[] = [
  { key: 'users', label: 'Users', path: '/users' },
  { key: 'agents', label: 'Agents', path: '/users', filter: { role: 'agent' } },
  { key: 'buyers', label: 'Buyers', path: '/users', filter: { role: 'buyer' } },
  { key: 'sellers', label: 'Sellers', path: '/users', filter: { role: 'seller' } },
]

export const PROPERTY_TABS: MenuEntry[] = [
  { key: 'properties', label: 'Properties', path: '/properties' },
  { key: 'properties-sale', label: 'Properties for Sale', path: '/properties', filter: { listing_type: 'SALE' } },
  ...ADMIN_PROPERTY_TABS.map((tab) => ({ key: tab.key, label: tab.label, path: '/properties', filter: { category: tab.key } })),
]

export const TOUR_TABS: MenuEntry[] = [
  { key: 'pending-tours', label: 'Pending Tours', path: '/bookings', filter: { status: 'pending' } },
  { key: 'confirmed-tours', label: 'Confirmed Tours', path: '/bookings', filter: { status: 'confirmed' } },
  { key: 'completed-tours', label: 'Completed Tours', path: '/bookings', filter: { status: 'completed' } },
  { key: 'bookings', label: 'All Bookings', path: '/bookings' },
]

export const MENU: Array<MenuEntry | MenuGroup> = [
  { key: 'users-group', label: 'Users', entries: USER_TABS },
  { key: 'properties-group', label: 'Properties', entries: PROPERTY_TABS },
  { key: 'tours-group', label: 'Tours', entries: TOUR_TABS },
  { key: 'inquiries', label: 'Inquiries', path: '/inquiries' },
  { key: 'viewings', label: 'Viewings', path: '/viewings' },
  {
    key: 'location-group',
    label: 'Location',
    entries: [
      { key: 'cities', label: 'Cities', path: '/cities' },
      { key: 'states', label: 'States', path: '/states' },
    ],
  },
  { key: 'user-approvals', label: 'User Approvals', path: '/user-approvals' },
  { key: 'admin-approvals', label: 'Admin Approvals', path: '/approvals' },
  { key: 'agent-assignments', label: 'Agent Assignments', path: '/agent-assignments' },
  { key: 'documents', label: 'Documents', path: '/documents' },
  { key: 'moderation', label: 'Moderation', path: '/moderation-cases', filter: { status: 'open' } },
  { key: 'reports', label: 'Reports', path: '/reports' },
  { key: 'audit-logs', label: 'Audit Log', path: '/audit-logs' },
]

export const isGroup = (item: MenuEntry | MenuGroup): item is MenuGroup => 'entries' in item

/** Whether the current location (path under /admin and its `filter`) is this entry's tab. */
export function isEntryActive(entry: MenuEntry, pathname: string, filter: Record<string, unknown>): boolean {
  if (pathname !== entry.path && !pathname.startsWith(`${entry.path}/`)) return false
  if (pathname !== entry.path) return !entry.filter
  const wanted = entry.filter ?? {}
  const keys = new Set([...Object.keys(wanted), ...Object.keys(filter).filter((k) => k !== 'q')])
  return [...keys].every((k) => JSON.stringify(wanted[k]) === JSON.stringify(filter[k]) || (!(k in wanted) && !(k in filter)))
}

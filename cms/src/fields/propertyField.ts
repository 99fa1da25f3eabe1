import type { FilterOptions, RelationshipField, Where } from 'payload'
import { ownedWhere } from '../access/ownedBy'
import { userIsAdmin, type AccessUser } from '../access/roles'

/**
 * Relationship to `properties`. Payload validates the chosen id against the caller's read
 * access plus `filterOptions`, so non-admins can only point at listings they may see
 * (`mine`: only listings they own or added).
 */
export const propertyField = ({
  mine = false,
  required = true,
  ...overrides
}: { mine?: boolean } & Partial<Omit<RelationshipField, 'type' | 'relationTo' | 'hasMany'>> = {}): RelationshipField => {
  const filterOptions: FilterOptions = ({ user }) => {
    const caller = user as AccessUser
    if (!mine || userIsAdmin(caller)) return true
    // No user: a server call (seed, service with overrideAccess); collection access already refused visitors.
    if (!caller) return true
    const where: Where = ownedWhere(caller, 'owner', 'added_by')
    return where
  }
  return {
    name: 'property',
    type: 'relationship',
    relationTo: 'properties',
    required,
    index: true,
    filterOptions,
    ...overrides,
  } as RelationshipField
}

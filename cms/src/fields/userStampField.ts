import type { RelationshipField } from 'payload'
import { adminOnlyField } from '../access/adminOnlyField'

/**
 * A relationship to `users` that callers other than admins cannot set: a collection hook
 * (`stampUser`) fills it from `req.user`. Used for `user`, `uploaded_by`, `reviewer`, ...
 */
export const userStampField = (
  name: string,
  overrides: Partial<Omit<RelationshipField, 'type' | 'relationTo' | 'hasMany'>> = {},
): RelationshipField =>
  ({
    name,
    type: 'relationship',
    relationTo: 'users',
    index: true,
    ...overrides,
    access: { create: adminOnlyField, update: adminOnlyField, ...overrides.access },
    admin: { position: 'sidebar', ...overrides.admin },
  }) as RelationshipField

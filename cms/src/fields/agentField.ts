import type { RelationshipField } from 'payload'

/** Relationship to a user who is an agent (spec: only verified, active agents are assigned). */
export const agentField = (
  name: string,
  { activeOnly = false, ...overrides }: { activeOnly?: boolean } & Partial<Omit<RelationshipField, 'type' | 'relationTo' | 'hasMany'>> = {},
): RelationshipField =>
  ({
    name,
    type: 'relationship',
    relationTo: 'users',
    index: true,
    filterOptions: () =>
      activeOnly
        ? {
            and: [
              { role: { equals: 'agent' } },
              { status: { equals: 'active' } },
              { verification_status: { in: ['verified', 'approved'] } },
            ],
          }
        : { role: { equals: 'agent' } },
    ...overrides,
  }) as RelationshipField

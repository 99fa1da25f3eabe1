import type { CollectionConfig } from 'payload'
import { CITY_STATES, MESSAGES } from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { announceCollectionChange } from '../../db/changes'
import { isAdmin } from '../../access/isAdmin'

const locationsChanged = announceCollectionChange('locations')

/** Reference list of cities (spec: 35 seeded). Public read; admins manage. */
export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', group: 'Locations', defaultColumns: ['name', 'state', 'is_active'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  // The search selects keep the active lists until they change (listActiveLocations).
  hooks: { afterChange: [locationsChanged.afterChange], afterDelete: [locationsChanged.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    {
      name: 'state',
      type: 'text',
      required: true,
      index: true,
      // Spec 002 §5: one of the 29 states plus Delhi.
      validate: (value: string | null | undefined) =>
        !value || (CITY_STATES as readonly string[]).includes(value) || MESSAGES.admin.cities.stateInvalid,
    },
    {
      name: 'image_url',
      type: 'text',
      validate: (value: string | null | undefined) => {
        if (!value) return true
        if (value.startsWith('/')) return true
        try {
          const url = new URL(value)
          return url.protocol === 'https:' || url.protocol === 'http:' || 'The image URL must be a URL'
        } catch {
          return 'The image URL must be a URL'
        }
      },
    },
    { name: 'latitude', type: 'number', min: -90, max: 90, defaultValue: 0 },
    { name: 'longitude', type: 'number', min: -180, max: 180, defaultValue: 0 },
    { name: 'is_active', type: 'checkbox', defaultValue: true, index: true },
  ],
  indexes: [{ fields: ['state', 'name'] }],
  timestamps: true,
}

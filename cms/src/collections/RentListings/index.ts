import type { CollectionConfig } from 'payload'
import {
  CONTACT_PREFERENCES,
  CONTACT_PREFERENCE_LABELS,
  HOUSE_RULES,
  HOUSE_RULE_LABELS,
  LEASE_DURATIONS,
  LEASE_DURATION_LABELS,
  TENANT_PREFERENCES,
  TENANT_PREFERENCE_LABELS,
} from '@gruha/shared'
import { canListProperties } from '../../access/canListProperties'
import { ownedBy } from '../../access/ownedBy'
import { options } from '../../fields/options'
import { propertyField } from '../../fields/propertyField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'

/** The rent-out wizard (spec 001): an owner's terms for letting one of their properties. */
export const RentListings: CollectionConfig = {
  slug: 'rent-listings',
  admin: { group: 'Property management', defaultColumns: ['property', 'monthly_rent', 'available_from', 'user'] },
  access: {
    read: ownedBy('user'),
    create: canListProperties,
    update: ownedBy('user'),
    delete: ownedBy('user'),
  },
  hooks: {
    beforeChange: [stampUser('user')],
  },
  fields: [
    userStampField('user', { admin: { position: 'sidebar', description: 'The owner who listed it.' } }),
    propertyField({ mine: true }),
    { name: 'monthly_rent', type: 'number', min: 0, required: true },
    { name: 'security_deposit', type: 'number', min: 0, required: true },
    { name: 'available_from', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'lease_duration', type: 'select', options: options(LEASE_DURATIONS, LEASE_DURATION_LABELS) },
    { name: 'tenant_preferences', type: 'select', hasMany: true, options: options(TENANT_PREFERENCES, TENANT_PREFERENCE_LABELS) },
    { name: 'house_rules', type: 'select', hasMany: true, options: options(HOUSE_RULES, HOUSE_RULE_LABELS) },
    { name: 'rental_terms', type: 'textarea' },
    {
      name: 'contact_preferences',
      type: 'select',
      hasMany: true,
      options: options(CONTACT_PREFERENCES, CONTACT_PREFERENCE_LABELS),
      defaultValue: [...CONTACT_PREFERENCES],
    },
  ],
  timestamps: true,
}

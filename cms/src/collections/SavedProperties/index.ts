import type { CollectionConfig } from 'payload'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { propertyField } from '../../fields/propertyField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'

/** A member's shortlist. One row per (user, property). */
export const SavedProperties: CollectionConfig = {
  slug: 'saved-properties',
  admin: { group: 'Listings', defaultColumns: ['user', 'property', 'createdAt'] },
  access: {
    read: ownedBy('user'),
    create: isMember,
    update: ownedBy('user'),
    delete: ownedBy('user'),
  },
  hooks: {
    beforeChange: [stampUser('user')],
  },
  indexes: [{ fields: ['user', 'property'], unique: true }],
  fields: [userStampField('user'), propertyField()],
  timestamps: true,
}

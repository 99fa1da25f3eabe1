import type { CollectionConfig } from 'payload'
import { VIEWING_STATUSES, VIEWING_STATUS_LABELS } from '@gruha/shared'
import { isAdmin } from '../../access/isAdmin'
import { ownedOrPropertyOwner } from '../../access/ownedOrPropertyOwner'
import { options } from '../../fields/options'
import { propertyField } from '../../fields/propertyField'

/** Scheduled property viewings, managed by admins; the property's owner may read them. */
export const Viewings: CollectionConfig = {
  slug: 'viewings',
  admin: { group: 'Leads', defaultColumns: ['property', 'scheduled_at', 'status'] },
  access: {
    read: ownedOrPropertyOwner(),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    propertyField(),
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      index: true,
      admin: { description: 'The tour request it came from, if any.' },
    },
    { name: 'scheduled_at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'status',
      type: 'select',
      options: options(VIEWING_STATUSES, VIEWING_STATUS_LABELS),
      defaultValue: 'scheduled',
      required: true,
      index: true,
    },
    { name: 'notes', type: 'textarea' },
  ],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { ownedOrPropertyOwner } from '../../access/ownedOrPropertyOwner'
import { agentField } from '../../fields/agentField'
import { options } from '../../fields/options'
import { textMatching } from '../../fields/validators'
import { propertyField } from '../../fields/propertyField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'
import { guardBookingChange } from './hooks/guardBookingChange'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/** Tour requests. The customer is stamped from the session; owners of the property may read them. */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: { useAsTitle: 'booking_date', group: 'Leads', defaultColumns: ['property', 'user', 'booking_date', 'booking_time', 'status'] },
  access: {
    read: ownedOrPropertyOwner('user', 'agent'),
    create: isMember,
    update: ownedBy('user'),
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [stampUser('user'), guardBookingChange],
  },
  fields: [
    userStampField('user', { admin: { position: 'sidebar', description: 'The customer. Spec: user_id.' } }),
    propertyField({ access: { update: adminOnlyField } }),
    agentField('agent', { activeOnly: true, access: adminWrites, admin: { position: 'sidebar' } }),
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: 20 },
    { name: 'booking_date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'booking_time',
      type: 'text',
      validate: textMatching(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use HH:MM or HH:MM:SS'),
      admin: { description: 'HH:MM or HH:MM:SS' },
    },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    { name: 'agent_notes', type: 'textarea', access: adminWrites },
    {
      name: 'status',
      type: 'select',
      options: options(BOOKING_STATUSES, BOOKING_STATUS_LABELS),
      defaultValue: 'pending',
      required: true,
      index: true,
      access: { create: adminOnlyField },
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { isMember } from '../../access/isMember'
import { recordOwnerField } from '../../access/recordOwnerField'
import { agentField } from '../../fields/agentField'
import { options } from '../../fields/options'
import { textMatching } from '../../fields/validators'
import { propertyField } from '../../fields/propertyField'
import { searchTextField } from '../../fields/searchTextField'
import { userStampField } from '../../fields/userStampField'
import { capPerMember } from '../hooks/capPerMember'
import { stampUser } from '../hooks/stampUser'
import { listingRecipients, refuseBlockedSender } from '../hooks/refuseBlockedSender'
import { enforceTourWindow } from './hooks/enforceTourWindow'
import { bookingParties } from './access/bookingParties'
import { customerContactRead } from './access/customerContactRead'
import { guardBookingChange } from './hooks/guardBookingChange'
import { notifyBookingChange } from './hooks/notifyBookingChange'
import { recordConversion } from './hooks/recordConversion'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }
/** The property's owner may update a booking (its status); the request's own fields stay the customer's. */
const customerWrites = { update: recordOwnerField('user') }

/**
 * Tour requests. The customer is stamped from the session; a booking made before sign-up is theirs
 * by verified e-mail. The property's owner reads them and confirms or declines (guardBookingChange).
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: { useAsTitle: 'booking_date', group: 'Leads', defaultColumns: ['property', 'user', 'booking_date', 'booking_time', 'status'] },
  access: {
    read: bookingParties({ includeAgent: true }),
    create: isMember,
    update: bookingParties({ includeAgent: false }),
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [
      stampUser('user'),
      guardBookingChange,
      enforceTourWindow,
      refuseBlockedSender(listingRecipients),
      capPerMember('bookings', 'user', 'tours'),
    ],
    afterChange: [notifyBookingChange, recordConversion],
  },
  fields: [
    userStampField('user', { admin: { position: 'sidebar', description: 'The customer. Spec: user_id.' } }),
    propertyField({ access: { update: adminOnlyField } }),
    agentField('agent', { activeOnly: true, access: adminWrites, admin: { position: 'sidebar' } }),
    { name: 'name', type: 'text', maxLength: 200, access: customerWrites },
    { name: 'email', type: 'email', index: true, access: { ...customerWrites, read: customerContactRead } },
    { name: 'phone', type: 'text', maxLength: 20, access: { ...customerWrites, read: customerContactRead } },
    {
      name: 'booking_date',
      type: 'date',
      required: true,
      index: true,
      access: customerWrites,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'booking_time',
      type: 'text',
      access: customerWrites,
      validate: textMatching(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use HH:MM or HH:MM:SS'),
      admin: { description: 'HH:MM or HH:MM:SS' },
    },
    { name: 'notes', type: 'textarea', maxLength: 2000, access: customerWrites },
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
    searchTextField,
  ],
  timestamps: true,
}

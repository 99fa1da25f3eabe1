import type { CollectionConfig } from 'payload'
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_STATUS_LABELS,
  DEFAULT_INQUIRY_TYPE,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
} from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { ownedOrPropertyOwner } from '../../access/ownedOrPropertyOwner'
import { agentField } from '../../fields/agentField'
import { options } from '../../fields/options'
import { propertyField } from '../../fields/propertyField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/**
 * Enquiries about a property. Readable by the sender, the property's owner and the agent it is
 * assigned to; assignment fields are written by admins (the agent answers through inquiry-assignments).
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  admin: { useAsTitle: 'name', group: 'Leads', defaultColumns: ['name', 'property', 'inquiry_type', 'status', 'assigned_agent'] },
  access: {
    read: ownedOrPropertyOwner('user', 'assigned_agent'),
    create: isMember,
    update: ownedBy('user'),
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [stampUser('user')],
  },
  fields: [
    userStampField('user', { admin: { position: 'sidebar', description: 'The sender. Spec: user_id.' } }),
    propertyField({ access: { update: adminOnlyField } }),
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: 20 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'inquiry_type',
      type: 'select',
      options: options(INQUIRY_TYPES, INQUIRY_TYPE_LABELS),
      defaultValue: DEFAULT_INQUIRY_TYPE,
      index: true,
    },
    {
      name: 'status',
      type: 'select',
      options: options(INQUIRY_STATUSES, INQUIRY_STATUS_LABELS),
      defaultValue: 'new',
      required: true,
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    agentField('assigned_agent', {
      access: adminWrites,
      admin: { position: 'sidebar', description: 'Spec: assigned_agent_id / agent_id.' },
    }),
    {
      name: 'assignment_status',
      type: 'select',
      options: options(ASSIGNMENT_STATUSES, ASSIGNMENT_STATUS_LABELS),
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    { name: 'assigned_at', type: 'date', access: adminWrites, admin: { position: 'sidebar' } },
    { name: 'expires_at', type: 'date', access: adminWrites, admin: { position: 'sidebar' } },
    { name: 'responded_at', type: 'date', access: adminWrites, admin: { position: 'sidebar' } },
    { name: 'assignment_notes', type: 'textarea', access: adminWrites },
  ],
  timestamps: true,
}

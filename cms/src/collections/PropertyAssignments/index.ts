import type { CollectionConfig } from 'payload'
import { PROPERTY_ASSIGNMENT_STATUSES } from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { assignedTo } from '../../access/assignedTo'
import { isAdmin } from '../../access/isAdmin'
import { agentField } from '../../fields/agentField'
import { options } from '../../fields/options'
import { propertyField } from '../../fields/propertyField'
import { userStampField } from '../../fields/userStampField'
import { defaultExpiry } from '../hooks/defaultExpiry'
import { stampUser } from '../hooks/stampUser'
import { syncProperty } from './hooks/syncProperty'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/**
 * An agent offered a property by an admin; the agent answers before `expires_at` (else the
 * assignments job marks it expired). The agent may update only the status.
 */
export const PropertyAssignments: CollectionConfig = {
  slug: 'property-assignments',
  admin: { group: 'Listings', defaultColumns: ['property', 'agent', 'status', 'assigned_at'] },
  access: {
    read: assignedTo('agent'),
    create: isAdmin,
    update: assignedTo('agent'),
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [defaultExpiry],
    beforeChange: [stampUser('assigned_by')],
    afterChange: [syncProperty],
  },
  fields: [
    propertyField({ access: adminWrites }),
    agentField('agent', { activeOnly: true, required: true, access: adminWrites }),
    {
      name: 'status',
      type: 'select',
      options: options(PROPERTY_ASSIGNMENT_STATUSES),
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    { name: 'assigned_at', type: 'date', required: true, defaultValue: () => new Date().toISOString(), access: adminWrites },
    {
      name: 'expires_at',
      type: 'date',
      required: true,
      index: true,
      access: adminWrites,
      admin: { description: 'The agent must answer before this time. Default: assigned_at + 24 h.' },
    },
    { name: 'responded_at', type: 'date' },
    { name: 'notes', type: 'textarea', access: adminWrites },
    userStampField('assigned_by'),
  ],
  timestamps: true,
}

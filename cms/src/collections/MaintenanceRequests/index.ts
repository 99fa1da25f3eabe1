import type { CollectionConfig } from 'payload'
import {
  DEFAULT_MAINTENANCE_PRIORITY,
  DEFAULT_MAINTENANCE_STATUS,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_PRIORITY_LABELS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_STATUS_LABELS,
} from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { isMemberField } from '../../access/isMemberField'
import { isSellerOrAgentOrAdmin } from '../../access/isSellerOrAgentOrAdmin'
import { ownedOrPropertyOwner } from '../../access/ownedOrPropertyOwner'
import { options } from '../../fields/options'
import { propertyField } from '../../fields/propertyField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'
import { checkStatusTransition } from './hooks/checkStatusTransition'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/** Repair requests on a property. The requester (`tenant`) is stamped; the property's owner may read. */
export const MaintenanceRequests: CollectionConfig = {
  slug: 'maintenance-requests',
  admin: { useAsTitle: 'title', group: 'Property management', defaultColumns: ['title', 'property', 'category', 'priority', 'status'] },
  access: {
    read: ownedOrPropertyOwner('tenant'),
    create: isSellerOrAgentOrAdmin,
    // The requester and the property's owner move it through its statuses (checkStatusTransition).
    update: ownedOrPropertyOwner('tenant'),
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [stampUser('tenant'), checkStatusTransition],
  },
  fields: [
    // Raised on a listing the caller owns or added (admins: any).
    propertyField({ mine: true, access: { update: adminOnlyField } }),
    userStampField('tenant', { admin: { position: 'sidebar', description: 'Who raised it. Spec: tenant_id.' } }),
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true },
    { name: 'category', type: 'select', options: options(MAINTENANCE_CATEGORIES), required: true },
    {
      name: 'priority',
      type: 'select',
      options: options(MAINTENANCE_PRIORITIES, MAINTENANCE_PRIORITY_LABELS),
      defaultValue: DEFAULT_MAINTENANCE_PRIORITY,
      required: true,
    },
    {
      name: 'status',
      type: 'select',
      options: options(MAINTENANCE_STATUSES, MAINTENANCE_STATUS_LABELS),
      defaultValue: DEFAULT_MAINTENANCE_STATUS,
      required: true,
      index: true,
      // New requests always start PENDING; afterwards whoever may update the request may move it.
      access: { create: adminOnlyField, update: isMemberField },
      admin: { position: 'sidebar' },
    },
    { name: 'estimated_cost', type: 'number', min: 0 },
    { name: 'completion_date', type: 'date', access: adminWrites },
  ],
  timestamps: true,
}

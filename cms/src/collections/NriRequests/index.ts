import type { CollectionConfig } from 'payload'
import {
  DEFAULT_MANAGEMENT_TYPE,
  LISTING_TYPES,
  LISTING_TYPE_LABELS,
  MANAGEMENT_TYPES,
  MANAGEMENT_TYPE_LABELS,
  NRI_FURNISHING_OPTIONS,
  NRI_PROPERTY_TYPES,
} from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { isSellerOrAgentOrAdmin } from '../../access/isSellerOrAgentOrAdmin'
import { ownedBy } from '../../access/ownedBy'
import { NRI_REQUEST_STATUSES, options } from '../../fields/options'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'

/** NRI property-management intake (spec 001): the property basics plus the service wanted. */
export const NriRequests: CollectionConfig = {
  slug: 'nri-requests',
  admin: { useAsTitle: 'title', group: 'Property management', defaultColumns: ['title', 'city', 'management_type', 'status', 'user'] },
  access: {
    read: ownedBy('user'),
    create: isSellerOrAgentOrAdmin,
    update: ownedBy('user'),
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [stampUser('user')],
  },
  fields: [
    userStampField('user', { admin: { position: 'sidebar', description: 'Who asked.' } }),
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'description', type: 'textarea' },
    { name: 'property_type', type: 'select', options: options(NRI_PROPERTY_TYPES), required: true },
    { name: 'listing_type', type: 'select', options: options(LISTING_TYPES, LISTING_TYPE_LABELS), defaultValue: 'RENT' },
    {
      name: 'management_type',
      type: 'select',
      options: options(MANAGEMENT_TYPES, MANAGEMENT_TYPE_LABELS),
      defaultValue: DEFAULT_MANAGEMENT_TYPE,
      required: true,
    },
    { name: 'address', type: 'textarea', required: true },
    { name: 'city', type: 'text', required: true },
    { name: 'district', type: 'text' },
    { name: 'mandal', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'zip_code', type: 'text', maxLength: 10 },
    { name: 'bedrooms', type: 'number', min: 0, max: 20 },
    { name: 'bathrooms', type: 'number', min: 0, max: 20 },
    { name: 'area_sqft', type: 'number', min: 0 },
    { name: 'furnishing_status', type: 'select', options: options(NRI_FURNISHING_OPTIONS) },
    { name: 'amenities', type: 'text', hasMany: true },
    { name: 'price', type: 'number', min: 0 },
    { name: 'monthly_rent', type: 'number', min: 0 },
    { name: 'security_deposit', type: 'number', min: 0 },
    {
      name: 'status',
      type: 'select',
      options: options(NRI_REQUEST_STATUSES),
      defaultValue: 'new',
      required: true,
      index: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar', description: 'Team follow-up (promised within 24 hours).' },
    },
  ],
  timestamps: true,
}

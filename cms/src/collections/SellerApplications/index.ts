import type { CollectionConfig, RelationshipField } from 'payload'
import { MESSAGES, SELLER_APPLICATION_BUSINESS_TYPES, SELLER_APPLICATION_BUSINESS_TYPE_LABELS } from '@gruha/shared'
import { GST_PATTERN, PAN_PATTERN, PINCODE_PATTERN } from '@gruha/shared/schemas/fields'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { bankAccountField } from '../../fields/bankAccountField'
import { ifscField } from '../../fields/ifscField'
import { SELLER_APPLICATION_STATUSES, options } from '../../fields/options'
import { userStampField } from '../../fields/userStampField'
import { upperCase } from '../../fields/hooks/upperCase'
import { textMatching } from '../../fields/validators'
import { stampUser } from '../hooks/stampUser'
import { updatePendingOwnApplication } from './access/updatePendingOwnApplication'
import { onePendingApplication } from './hooks/onePendingApplication'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/**
 * A file from `documents`. `filterOptions` makes Payload check the id against the caller's
 * read access, so an applicant can attach only documents they uploaded.
 */
const documentField = (name: string): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo: 'documents',
  filterOptions: () => true,
})

/** The /sell verification form (spec 000 §3). Reviewed by admins; status values are ours (spec: not shown). */
export const SellerApplications: CollectionConfig = {
  slug: 'seller-applications',
  admin: { useAsTitle: 'business_name', group: 'Verification', defaultColumns: ['business_name', 'user', 'status', 'createdAt'] },
  access: {
    read: ownedBy('user'),
    create: isMember,
    update: updatePendingOwnApplication,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [stampUser('user'), onePendingApplication],
  },
  fields: [
    userStampField('user', { admin: { position: 'sidebar', description: 'The applicant.' } }),
    { name: 'business_name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'business_type',
      type: 'select',
      options: options(SELLER_APPLICATION_BUSINESS_TYPES, SELLER_APPLICATION_BUSINESS_TYPE_LABELS),
      required: true,
    },
    { name: 'experience_years', type: 'number', min: 0, max: 80, required: true },
    { name: 'license_number', type: 'text' },
    {
      name: 'pan_number',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [upperCase] },
      validate: textMatching(PAN_PATTERN, MESSAGES.seller.panInvalid),
    },
    {
      name: 'gst_number',
      type: 'text',
      hooks: { beforeValidate: [upperCase] },
      validate: textMatching(GST_PATTERN, MESSAGES.seller.gstInvalid),
    },
    { name: 'address', type: 'textarea', required: true },
    { name: 'city', type: 'text', admin: { description: 'Area or locality.' } },
    {
      name: 'pincode',
      type: 'text',
      required: true,
      validate: textMatching(PINCODE_PATTERN, MESSAGES.seller.pincodeInvalid),
    },
    { name: 'state', type: 'text', required: true },
    { name: 'district', type: 'text', required: true },
    { name: 'mandal', type: 'text', required: true },
    bankAccountField('bank_account', { required: true }),
    ifscField({ required: true }),
    {
      type: 'collapsible',
      label: 'Documents',
      fields: [
        documentField('pan_card'),
        documentField('business_license'),
        documentField('address_proof'),
        documentField('bank_statement'),
        documentField('gst_certificate'),
      ],
    },
    {
      name: 'status',
      type: 'select',
      options: options(SELLER_APPLICATION_STATUSES),
      defaultValue: 'pending',
      required: true,
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    { name: 'admin_notes', type: 'textarea', access: adminWrites, admin: { position: 'sidebar' } },
    userStampField('reviewed_by'),
  ],
  timestamps: true,
}

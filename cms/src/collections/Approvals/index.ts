import type { CollectionConfig, RelationshipFieldSingleValidation } from 'payload'
import { relationship } from 'payload/shared'
import { APPROVAL_STATUSES, APPROVAL_TYPES, APPROVAL_TYPE_LABELS } from '@gruha/shared'
import { isAdmin } from '../../access/isAdmin'
import { ownedBy } from '../../access/ownedBy'
import { APPROVAL_ORIGINS, options } from '../../fields/options'
import { userStampField } from '../../fields/userStampField'
import { applyListingDecision } from './hooks/applyListingDecision'
import { guardDecision } from './hooks/guardDecision'

/**
 * Required when the approval is raised; empty afterwards only when the account was deleted (the
 * row stays as the audit trail, with a note naming the account; see Users' releaseUserReferences).
 */
const requiredOnCreate: RelationshipFieldSingleValidation = (value, args) =>
  args.operation === 'create' && (value === null || value === undefined) ? args.req.t('validation:required') : relationship(value, args)

/** Review items (agent licence, seller verification, property listing). Admins decide; the applicant may read. */
export const Approvals: CollectionConfig = {
  slug: 'approvals',
  admin: { group: 'Verification', defaultColumns: ['user', 'approval_type', 'status', 'createdAt'] },
  access: {
    read: ownedBy('user'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [guardDecision],
    afterChange: [applyListingDecision],
  },
  fields: [
    { name: 'approval_type', type: 'select', options: options(APPROVAL_TYPES, APPROVAL_TYPE_LABELS), required: true, index: true },
    {
      name: 'status',
      type: 'select',
      options: options(APPROVAL_STATUSES),
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      validate: requiredOnCreate,
      admin: { description: 'The applicant. Empty only if their account was deleted (see admin notes).' },
    },
    {
      name: 'property',
      type: 'relationship',
      relationTo: 'properties',
      index: true,
      admin: { description: 'For property_listing approvals.' },
    },
    {
      name: 'origin',
      type: 'select',
      options: options(APPROVAL_ORIGINS),
      defaultValue: 'user',
      required: true,
      admin: { description: 'Raised by an admin or by the user.' },
    },
    { name: 'admin_notes', type: 'textarea' },
    { name: 'license_number', type: 'text', admin: { description: 'Issued on approval of an agent_license (H&O001, ...).' } },
    userStampField('reviewed_by'),
    { name: 'reviewed_at', type: 'date' },
  ],
  timestamps: true,
}

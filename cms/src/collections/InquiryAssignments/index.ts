import type { CollectionConfig } from 'payload'
import { ASSIGNMENT_STATUSES, ASSIGNMENT_STATUS_LABELS } from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { assignedTo } from '../../access/assignedTo'
import { isAdmin } from '../../access/isAdmin'
import { agentField } from '../../fields/agentField'
import { options } from '../../fields/options'
import { userStampField } from '../../fields/userStampField'
import { defaultExpiry } from '../hooks/defaultExpiry'
import { stampUser } from '../hooks/stampUser'
import { guardAgentResponse } from './hooks/guardAgentResponse'
import { notifyAdminsOnDecline } from './hooks/notifyAdminsOnDecline'
import { syncInquiry } from './hooks/syncInquiry'
import { threadStartsOnly } from './hooks/threadStartsOnly'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/** An admin's offer of an enquiry to an agent, who accepts or declines before it expires. */
export const InquiryAssignments: CollectionConfig = {
  slug: 'inquiry-assignments',
  admin: { group: 'Leads', defaultColumns: ['inquiry', 'agent', 'status', 'assigned_at', 'expires_at'] },
  access: {
    read: assignedTo('agent'),
    create: isAdmin,
    update: assignedTo('agent'),
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [defaultExpiry],
    beforeChange: [stampUser('assigned_by'), guardAgentResponse, threadStartsOnly],
    afterChange: [syncInquiry, notifyAdminsOnDecline],
  },
  fields: [
    { name: 'inquiry', type: 'relationship', relationTo: 'inquiries', required: true, index: true, access: adminWrites },
    agentField('agent', { activeOnly: true, required: true, access: adminWrites }),
    {
      name: 'status',
      type: 'select',
      options: options(ASSIGNMENT_STATUSES, ASSIGNMENT_STATUS_LABELS),
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
      admin: { description: 'Default: assigned_at + 24 h.' },
    },
    { name: 'responded_at', type: 'date' },
    { name: 'notes', type: 'textarea', access: adminWrites },
    userStampField('assigned_by'),
  ],
  timestamps: true,
}

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
import { ownedOrPropertyOwner } from '../../access/ownedOrPropertyOwner'
import { recordOwnerField } from '../../access/recordOwnerField'
import { agentField } from '../../fields/agentField'
import { options } from '../../fields/options'
import { propertyField } from '../../fields/propertyField'
import { userStampField } from '../../fields/userStampField'
import { capPerMember } from '../hooks/capPerMember'
import { stampUser } from '../hooks/stampUser'
import { listingRecipients, refuseBlockedSender } from '../hooks/refuseBlockedSender'
import { buyerContactRead } from './access/buyerContactRead'
import { emailReply } from './hooks/emailReply'
import { guardInquiryChange } from './hooks/guardInquiryChange'
import { syncThreadAssignment, threadFollowUp } from './hooks/threadFollowUp'
import { searchTextField } from '../../fields/searchTextField'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }
/** The property's owner may update an enquiry (answer it); what was asked stays the sender's. */
const senderWrites = { update: recordOwnerField('user') }

/**
 * Enquiries about a property. Readable by the sender, the property's owner and the agent it is
 * assigned to; assignment fields are written by admins (the agent answers through inquiry-assignments).
 * The property's owner replies (status `responded`, e-mailed to the sender) or closes it.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  admin: { useAsTitle: 'name', group: 'Leads', defaultColumns: ['name', 'property', 'inquiry_type', 'status', 'assigned_agent'] },
  access: {
    read: ownedOrPropertyOwner('user', 'assigned_agent'),
    create: isMember,
    update: ownedOrPropertyOwner('user'),
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [
      stampUser('user'),
      guardInquiryChange,
      threadFollowUp,
      refuseBlockedSender(listingRecipients),
      capPerMember('inquiries', 'user', 'enquiries'),
    ],
    afterChange: [emailReply, syncThreadAssignment],
  },
  fields: [
    userStampField('user', { admin: { position: 'sidebar', description: 'The sender. Spec: user_id.' } }),
    propertyField({ access: { update: adminOnlyField } }),
    { name: 'name', type: 'text', maxLength: 200, access: senderWrites },
    { name: 'email', type: 'email', access: { ...senderWrites, read: buyerContactRead } },
    { name: 'phone', type: 'text', maxLength: 20, access: { ...senderWrites, read: buyerContactRead } },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000, access: senderWrites },
    {
      name: 'follow_up_of',
      type: 'relationship',
      relationTo: 'inquiries',
      index: true,
      // Chosen by the sender when sending (checked by threadFollowUp), then fixed.
      access: { update: adminOnlyField },
      admin: { position: 'sidebar', description: 'The enquiry this follows up; the inboxes show it threaded under that one.' },
    },
    {
      name: 'inquiry_type',
      type: 'select',
      options: options(INQUIRY_TYPES, INQUIRY_TYPE_LABELS),
      defaultValue: DEFAULT_INQUIRY_TYPE,
      index: true,
      access: senderWrites,
    },
    {
      name: 'status',
      type: 'select',
      options: options(INQUIRY_STATUSES, INQUIRY_STATUS_LABELS),
      defaultValue: 'new',
      required: true,
      index: true,
      // Updates are checked by guardInquiryChange: only the property's owner answers or closes.
      access: { create: adminOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'reply',
      type: 'textarea',
      maxLength: 5000,
      access: { create: adminOnlyField },
      admin: { description: "The owner's answer, e-mailed to the sender." },
    },
    { name: 'replied_at', type: 'date', access: adminWrites, admin: { position: 'sidebar' } },
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
    searchTextField,
  ],
  timestamps: true,
}

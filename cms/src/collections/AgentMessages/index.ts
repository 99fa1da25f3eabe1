import type { CollectionConfig } from 'payload'
import { AGENT_MESSAGE_TOPICS } from '@gruha/shared'
import { isAdmin } from '../../access/isAdmin'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { adminOnlyField } from '../../access/adminOnlyField'
import { agentField } from '../../fields/agentField'
import { userStampField } from '../../fields/userStampField'
import { capPerMember } from '../hooks/capPerMember'
import { stampUser } from '../hooks/stampUser'
import { agentRecipient, refuseBlockedSender } from '../hooks/refuseBlockedSender'

/**
 * Messages sent to an agent from the agents directory's Contact / Schedule modal.
 * Their own collection rather than `inquiries`: an enquiry is about a property and its
 * `assigned_agent` belongs to the admin's assignment workflow (expiry, accept/decline), while
 * these are addressed by the member straight to an agent. Read by the sender, the agent and admins.
 */
export const AgentMessages: CollectionConfig = {
  slug: 'agent-messages',
  admin: { useAsTitle: 'name', group: 'Leads', defaultColumns: ['name', 'agent', 'topic', 'createdAt'] },
  access: {
    read: ownedBy('sender', 'agent'),
    create: isMember,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [stampUser('sender'), refuseBlockedSender(agentRecipient), capPerMember('agent-messages', 'sender', 'agent_messages')],
  },
  fields: [
    userStampField('sender', { admin: { description: 'The member who wrote.' } }),
    agentField('agent', { activeOnly: true, required: true, access: { update: adminOnlyField } }),
    { name: 'name', type: 'text', maxLength: 200 },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text', maxLength: 20 },
    {
      name: 'topic',
      type: 'select',
      options: AGENT_MESSAGE_TOPICS.map((value) => ({ value, label: value === 'viewing' ? 'Viewing request' : 'Contact' })),
      defaultValue: 'contact',
      required: true,
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000 },
  ],
  timestamps: true,
}

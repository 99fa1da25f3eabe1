import type { CollectionConfig } from 'payload'
import { adminOnlyField } from '../../access/adminOnlyField'
import { anyone } from '../../access/anyone'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { agentField } from '../../fields/agentField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'
import { refuseSelfReview } from './hooks/refuseSelfReview'
import { announceCollectionChange } from '../../db/changes'

// The agents directory shows each agent's rating and review count.
const directoryChanged = announceCollectionChange('agents')

/** Public ratings of agents. Written by signed-in members; the reviewer is stamped from the session. */
export const AgentReviews: CollectionConfig = {
  slug: 'agent-reviews',
  admin: { group: 'People', defaultColumns: ['agent', 'reviewer', 'rating', 'createdAt'] },
  access: {
    read: anyone,
    create: isMember,
    update: ownedBy('reviewer'),
    delete: ownedBy('reviewer'),
  },
  hooks: {
    beforeChange: [stampUser('reviewer'), refuseSelfReview],
    afterChange: [directoryChanged.afterChange],
    afterDelete: [directoryChanged.afterDelete],
  },
  fields: [
    agentField('agent', { required: true, access: { update: adminOnlyField } }),
    userStampField('reviewer'),
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, admin: { step: 1 } },
    { name: 'comment', type: 'textarea', maxLength: 2000 },
  ],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { nobody } from '../../access/nobody'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'
import { refuseSelfBlock } from './hooks/refuseSelfBlock'

/**
 * "Mark as spam" (issue 23): an owner or agent blocks a member who enquired. While the row exists the
 * member's enquiries, tour requests and messages to the blocker are refused (`refuseBlockedSender`
 * on those collections). The blocker sees and removes their own rows (undo); admins see all.
 */
export const ContactBlocks: CollectionConfig = {
  slug: 'contact-blocks',
  admin: { group: 'Leads', defaultColumns: ['blocker', 'blocked', 'createdAt'] },
  access: {
    read: ownedBy('blocker'),
    create: isMember,
    update: nobody,
    delete: ownedBy('blocker'),
  },
  hooks: {
    beforeChange: [stampUser('blocker'), refuseSelfBlock],
  },
  indexes: [{ fields: ['blocker', 'blocked'], unique: true }],
  fields: [
    userStampField('blocker', { admin: { description: 'The owner or agent who marked the member as spam.' } }),
    { name: 'blocked', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}

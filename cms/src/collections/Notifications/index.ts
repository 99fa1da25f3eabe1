import type { CollectionConfig } from 'payload'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { ownedBy } from '../../access/ownedBy'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }

/** In-app notices for one user. Created by admins or server services; the user may only mark them read. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'title', group: 'People', defaultColumns: ['title', 'user', 'read', 'createdAt'] },
  access: {
    read: ownedBy('user'),
    create: isAdmin,
    update: ownedBy('user'),
    delete: ownedBy('user'),
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: adminWrites },
    { name: 'title', type: 'text', required: true, maxLength: 200, access: adminWrites },
    { name: 'message', type: 'textarea', access: adminWrites },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'link',
      type: 'text',
      access: adminWrites,
      validate: (value: string | null | undefined) =>
        !value || (value.startsWith('/') && !value.startsWith('//')) || 'Use a site-relative link (/...)',
    },
  ],
  timestamps: true,
}

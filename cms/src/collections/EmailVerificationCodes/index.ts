import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'

/**
 * 6-digit e-mail verification codes. Only a keyed hash is stored; a code expires, allows a few
 * wrong tries and works once. No access through checked calls except admin read: the
 * e-mail verification service (cms/src/services/email-verification) uses overrideAccess.
 */
export const EmailVerificationCodes: CollectionConfig = {
  slug: 'email-verification-codes',
  admin: { group: 'System', defaultColumns: ['email', 'expires_at', 'attempts', 'consumed_at'] },
  access: {
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    // Not required: deleting the user sets it to null, and the code is then useless.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'code_hash', type: 'text', required: true, hidden: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'consumed_at', type: 'date' },
  ],
  timestamps: true,
}

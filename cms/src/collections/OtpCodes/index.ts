import type { CollectionConfig } from 'payload'
import { OTP_ACTIONS } from '@gruha/shared'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { options } from '../../fields/options'

/**
 * One-time codes (phone verification, password change, bank update). Only the hash is stored.
 * No access through checked calls except admin read: the OTP service uses overrideAccess.
 */
export const OtpCodes: CollectionConfig = {
  slug: 'otp-codes',
  admin: { group: 'System', defaultColumns: ['phone', 'action', 'expires_at', 'attempts', 'consumed_at'] },
  access: {
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    { name: 'phone', type: 'text', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'action', type: 'select', options: options(OTP_ACTIONS), required: true, index: true },
    { name: 'code_hash', type: 'text', required: true, hidden: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'consumed_at', type: 'date' },
  ],
  timestamps: true,
}

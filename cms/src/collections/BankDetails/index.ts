import type { CollectionConfig } from 'payload'
import { adminOnlyField } from '../../access/adminOnlyField'
import { isAdmin } from '../../access/isAdmin'
import { bankAccountField } from '../../fields/bankAccountField'
import { ifscField } from '../../fields/ifscField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'
import { agentsCreateBankDetails } from './access/agentsCreateBankDetails'
import { agentsOwnBankDetails } from './access/agentsOwnBankDetails'
import { requireBankOtp } from './hooks/requireBankOtp'
import { unverifyOnChange } from './hooks/unverifyOnChange'

/**
 * One payout account per agent (Bank Details). The number is masked on every read. Agents and
 * admins only; an agent's every change needs a fresh bank_update OTP (requireBankOtp).
 */
export const BankDetails: CollectionConfig = {
  slug: 'bank-details',
  admin: { useAsTitle: 'account_holder_name', group: 'People', defaultColumns: ['user', 'account_holder_name', 'ifsc_code', 'verified'] },
  access: {
    read: agentsOwnBankDetails,
    create: agentsCreateBankDetails,
    update: agentsOwnBankDetails,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [stampUser('user'), requireBankOtp, unverifyOnChange],
  },
  fields: [
    userStampField('user', { unique: true }),
    bankAccountField('bank_account_number', { required: true }),
    ifscField({ required: true }),
    { name: 'account_holder_name', type: 'text', maxLength: 200 },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
  ],
  timestamps: true,
}

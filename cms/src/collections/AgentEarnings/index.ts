import type { CollectionConfig } from 'payload'
import { assignedTo } from '../../access/assignedTo'
import { isAdmin } from '../../access/isAdmin'
import { agentField } from '../../fields/agentField'
import { textMatching } from '../../fields/validators'

/**
 * The agent-earnings ledger (spec 001 §9 commission structure): one row per deal, conversion or
 * monthly bonus, written by hooks when a deal closes (domain/agent-earnings). `source_key` makes
 * every row idempotent: the same deal never earns twice. Agents read their own rows; only admins
 * may correct them by hand.
 */
export const AgentEarnings: CollectionConfig = {
  slug: 'agent-earnings',
  admin: { group: 'People', defaultColumns: ['agent', 'rule', 'amount', 'month', 'createdAt'] },
  access: {
    read: assignedTo('agent'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    agentField('agent', { required: true }),
    {
      name: 'rule',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'sale', label: 'Sale (2% of the sale value)' },
        { value: 'rental', label: "Rental (one month's rent)" },
        { value: 'conversion', label: 'Enquiry conversion (₹500)' },
        { value: 'bonus', label: 'Monthly bonus (up to ₹10,000)' },
      ],
    },
    { name: 'amount', type: 'number', required: true, min: 0, admin: { description: 'Rupees earned.' } },
    {
      name: 'base_amount',
      type: 'number',
      min: 0,
      admin: { description: 'Sale value, monthly rent or month total it was computed from.' },
    },
    {
      name: 'month',
      type: 'text',
      required: true,
      index: true,
      validate: textMatching(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM'),
      admin: { description: 'Calendar month in India (YYYY-MM).' },
    },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'inquiry', type: 'relationship', relationTo: 'inquiries', index: true },
    { name: 'booking', type: 'relationship', relationTo: 'bookings' },
    { name: 'source_key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
  ],
  timestamps: true,
}

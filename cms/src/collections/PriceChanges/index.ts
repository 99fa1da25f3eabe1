import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { readPriceChanges } from './access/readPriceChanges'

/**
 * A listing's price history: one row for its first price (or rent) and one for every change,
 * written only by the Properties hook `recordPriceChange`. The date is `createdAt`.
 */
export const PriceChanges: CollectionConfig = {
  slug: 'price-changes',
  admin: { group: 'Listings', defaultColumns: ['property', 'field', 'old_value', 'new_value', 'createdAt'] },
  access: {
    read: readPriceChanges,
    create: nobody,
    update: nobody,
    delete: isAdmin,
  },
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    {
      name: 'field',
      type: 'select',
      required: true,
      options: [
        { value: 'price', label: 'Price' },
        { value: 'monthly_rent', label: 'Monthly rent' },
      ],
    },
    { name: 'old_value', type: 'number', min: 0, admin: { description: 'Empty for the first price.' } },
    { name: 'new_value', type: 'number', required: true, min: 0 },
  ],
  timestamps: true,
}

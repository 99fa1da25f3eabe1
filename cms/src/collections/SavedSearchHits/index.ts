import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'

/** The listings a saved search has already mailed: an alert never repeats one. Written by the alert job only. */
export const SavedSearchHits: CollectionConfig = {
  slug: 'saved-search-hits',
  admin: { group: 'Listings', defaultColumns: ['saved_search', 'property', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['saved_search', 'property'], unique: true }],
  fields: [
    { name: 'saved_search', type: 'relationship', relationTo: 'saved-searches', required: true, index: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
  ],
  timestamps: true,
}

import type { CollectionConfig } from 'payload'
import { LISTING_TYPES, SAVED_SEARCH_FREQUENCIES, SITE_LOCALES } from '@gruha/shared'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { noOneField } from '../../access/noOneField'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'
import { removeSearchHits } from './hooks/removeSearchHits'

/**
 * A member's saved /buy or /rent search with e-mail alerts (issue 24). `query` is the search's
 * query string (filters and the map area, `bbox`), kept as the member saw it. The jobs queue
 * (`sendSearchAlerts`) mails new matches: instantly (each run), daily or weekly; `checked_at` is
 * the moment up to which listings were looked at, and saved-search-hits what was already sent.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  admin: { group: 'Listings', useAsTitle: 'name', defaultColumns: ['name', 'user', 'frequency', 'active', 'createdAt'] },
  access: {
    read: ownedBy('user'),
    create: isMember,
    update: ownedBy('user'),
    delete: ownedBy('user'),
  },
  hooks: {
    beforeChange: [stampUser('user')],
    beforeDelete: [removeSearchHits],
  },
  fields: [
    userStampField('user'),
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'listing_type', type: 'select', required: true, options: [...LISTING_TYPES] },
    { name: 'query', type: 'text', maxLength: 2000, admin: { description: 'The /buy or /rent query string (filters and map area).' } },
    { name: 'frequency', type: 'select', required: true, defaultValue: 'daily', options: [...SAVED_SEARCH_FREQUENCIES] },
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: [...SITE_LOCALES],
      admin: { description: 'The language of its e-mails.' },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'checked_at',
      type: 'date',
      index: true,
      // The alert job moves it; members cannot (or they could replay old listings).
      access: { create: noOneField, update: noOneField },
      admin: { readOnly: true, description: 'Listings posted after this are new to the member.' },
    },
    { name: 'last_sent_at', type: 'date', access: { create: noOneField, update: noOneField }, admin: { readOnly: true } },
  ],
  timestamps: true,
}

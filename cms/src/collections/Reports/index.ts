import type { CollectionConfig } from 'payload'
import { REPORT_REASONS, REPORT_REASON_LABELS, REPORT_NOTE_MAX_LENGTH, REPORT_TARGET_TYPES, SITE_LOCALES } from '@gruha/shared'
import { isAdmin } from '../../access/isAdmin'
import { isMember } from '../../access/isMember'
import { ownedBy } from '../../access/ownedBy'
import { options } from '../../fields/options'
import { userStampField } from '../../fields/userStampField'
import { stampUser } from '../hooks/stampUser'
import { checkReport } from './hooks/checkReport'
import { countReport } from './hooks/countReport'

const systemOnly = { create: () => false, update: () => false }

/**
 * "Report this listing" / "Report this agent" (issue 23 §5). Members report; one report per member
 * per target (unique index on reporter + target_key; `checkReport` answers a repeat with a clear
 * 409 first). Reporters read their own; admins read all and decide through the moderation case.
 */
export const Reports: CollectionConfig = {
  slug: 'reports',
  admin: { group: 'Moderation', defaultColumns: ['target_key', 'reason', 'reporter', 'createdAt'] },
  access: { read: ownedBy('reporter'), create: isMember, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [stampUser('reporter'), checkReport],
    afterChange: [countReport],
  },
  indexes: [{ fields: ['reporter', 'target_key'], unique: true }],
  fields: [
    userStampField('reporter'),
    { name: 'target_type', type: 'select', options: options(REPORT_TARGET_TYPES), required: true, index: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'agent', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'target_key',
      type: 'text',
      index: true,
      access: systemOnly,
      admin: { readOnly: true, description: 'property:<id> or agent:<id>; unique per reporter.' },
    },
    { name: 'reason', type: 'select', options: options(REPORT_REASONS, REPORT_REASON_LABELS), required: true },
    { name: 'note', type: 'textarea', maxLength: REPORT_NOTE_MAX_LENGTH },
    {
      name: 'locale',
      type: 'select',
      options: options(SITE_LOCALES),
      defaultValue: 'en',
      admin: { description: 'The language the reporter used; their outcome e-mail is in it.' },
    },
    { name: 'case', type: 'relationship', relationTo: 'moderation-cases', index: true, access: systemOnly },
  ],
  timestamps: true,
}

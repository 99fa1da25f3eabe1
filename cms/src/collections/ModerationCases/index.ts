import type { CollectionConfig } from 'payload'
import { MODERATION_FLAGS, MODERATION_FLAG_LABELS, MODERATION_STATUSES, PROPERTY_RECORD_STATUSES, REPORT_TARGET_TYPES } from '@gruha/shared'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { options } from '../../fields/options'
import { userStampField } from '../../fields/userStampField'

/**
 * The moderation queue (issue 23 §5): one open case per reported or automatically flagged target,
 * with why it was opened, the listings it matched and how many members reported it. Opened by
 * the system (reports, listing screening); admins read it and act through `moderateCase`.
 */
export const ModerationCases: CollectionConfig = {
  slug: 'moderation-cases',
  admin: { group: 'Moderation', defaultColumns: ['target_type', 'property', 'agent', 'status', 'report_count', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'target_type', type: 'select', options: options(REPORT_TARGET_TYPES), required: true, index: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'agent', type: 'relationship', relationTo: 'users', index: true },
    { name: 'status', type: 'select', options: options(MODERATION_STATUSES), defaultValue: 'open', required: true, index: true },
    { name: 'flags', type: 'select', hasMany: true, options: options(MODERATION_FLAGS, MODERATION_FLAG_LABELS) },
    {
      name: 'matches',
      type: 'array',
      admin: { description: 'Other owners’ listings this one matched, with the check and its figure.' },
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', required: true },
        { name: 'flag', type: 'select', options: options(MODERATION_FLAGS, MODERATION_FLAG_LABELS), required: true },
        { name: 'score', type: 'number', admin: { description: 'Bits apart (photos), similarity (text) or price ratio.' } },
        { name: 'detail', type: 'text' },
      ],
    },
    { name: 'phrases', type: 'text', hasMany: true, admin: { description: 'Discriminatory phrases found in the text.' } },
    { name: 'report_count', type: 'number', defaultValue: 0, min: 0 },
    {
      name: 'held_from',
      type: 'select',
      options: options(PROPERTY_RECORD_STATUSES),
      admin: { description: 'The status the listing had (or would have had) before this case held it for review.' },
    },
    { name: 'admin_note', type: 'textarea' },
    userStampField('decided_by'),
    { name: 'decided_at', type: 'date' },
  ],
  timestamps: true,
}

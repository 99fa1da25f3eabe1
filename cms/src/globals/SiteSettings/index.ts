import type { GlobalConfig } from 'payload'
import { LICENSE_PREFIX_DEFAULT, SUPPORT_PHONE } from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'

/**
 * Site-wide contact details, the agent licence prefix and the caps on what one member may send
 * (enquiries, tour requests, messages to agents) in a time window. Public read; admins edit.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'System' },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'site_name', type: 'text', required: true, defaultValue: 'Gruha' },
    { name: 'support_phone', type: 'text', defaultValue: SUPPORT_PHONE },
    { name: 'info_email', type: 'email' },
    { name: 'support_email', type: 'email' },
    { name: 'address', type: 'textarea' },
    {
      name: 'license_prefix',
      type: 'text',
      required: true,
      defaultValue: LICENSE_PREFIX_DEFAULT,
      admin: { description: 'Agent licence numbers: prefix + 3 digits (H&O001).' },
    },
    {
      name: 'contact_limits',
      type: 'group',
      label: 'Contact limits per member',
      admin: {
        description:
          'How many enquiries, tour requests and agent messages one member may send in the window, so owners and agents are not spammed. Admins are not limited.',
      },
      fields: [
        { name: 'window_minutes', type: 'number', required: true, min: 1, max: 10_080, defaultValue: 60, label: 'Window (minutes)' },
        { name: 'enquiries', type: 'number', required: true, min: 1, max: 1000, defaultValue: 10, label: 'Enquiries per window' },
        { name: 'tours', type: 'number', required: true, min: 1, max: 1000, defaultValue: 5, label: 'Tour requests per window' },
        { name: 'agent_messages', type: 'number', required: true, min: 1, max: 1000, defaultValue: 10, label: 'Agent messages per window' },
      ],
    },
  ],
}

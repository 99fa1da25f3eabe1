import type { GlobalConfig } from 'payload'
import { LICENSE_PREFIX_DEFAULT, SUPPORT_PHONE } from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'

/** Site-wide contact details and the agent licence prefix. Public read; admins edit. */
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
  ],
}

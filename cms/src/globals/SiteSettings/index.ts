import type { Field, GlobalConfig } from 'payload'
import {
  FOOTER_APP_LINKS,
  FOOTER_LINK_LABELS,
  FOOTER_LINK_MAX_LENGTH,
  FOOTER_SOCIAL_LINKS,
  HTTPS_URL_MESSAGE,
  LICENSE_PREFIX_DEFAULT,
  SUPPORT_PHONE,
  isHttpsUrl,
} from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { textSatisfying } from '../../fields/validators'

/** Empty, or a full https:// address (the footer hides an empty one). */
const httpsUrl = textSatisfying(isHttpsUrl, HTTPS_URL_MESSAGE)

const linkFields = (keys: readonly (keyof typeof FOOTER_LINK_LABELS)[]): Field[] =>
  keys.map((key) => ({
    name: key,
    type: 'text',
    label: `${FOOTER_LINK_LABELS[key]} URL`,
    maxLength: FOOTER_LINK_MAX_LENGTH,
    validate: httpsUrl,
    admin: { placeholder: 'https://' },
  }))

/**
 * Site-wide contact details, the agent licence prefix and the caps on what one member may send
 * (enquiries, tour requests, messages to agents) in a time window, and the footer's app-store and
 * social links. Public read; admins edit.
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
    {
      name: 'app_links',
      type: 'group',
      label: 'App store links',
      admin: { description: 'Shown in the site footer. Leave a field empty to hide that link.' },
      fields: linkFields(FOOTER_APP_LINKS),
    },
    {
      name: 'social_links',
      type: 'group',
      label: 'Social media links',
      admin: { description: 'Icons in the site footer. Leave a field empty to hide that icon.' },
      fields: linkFields(FOOTER_SOCIAL_LINKS),
    },
  ],
}

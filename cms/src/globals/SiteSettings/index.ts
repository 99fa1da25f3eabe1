import type { Field, GlobalConfig } from 'payload'
import {
  FOOTER_APP_LINKS,
  FOOTER_LINK_LABELS,
  FOOTER_LINK_MAX_LENGTH,
  FOOTER_SOCIAL_LINKS,
  HTTPS_URL_MESSAGE,
  DEFAULT_DISCRIMINATORY_PHRASES,
  LICENSE_PREFIX_DEFAULT,
  QUOTA_DEFAULTS,
  REPORT_HOLD_THRESHOLD_DEFAULT,
  SUPPORT_PHONE,
  isHttpsUrl,
  TRUST_DEFAULTS,
} from '@gruha/shared'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { textSatisfying } from '../../fields/validators'
import { announceGlobalChange } from '../../db/changes'

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
  // The site caches the footer's links until this says they changed.
  hooks: { afterChange: [announceGlobalChange('site-settings')] },
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
      name: 'member_quotas',
      type: 'group',
      label: 'Storage and listing quotas per member',
      admin: {
        description:
          'What one member may store or post, so one account cannot flood the site. Days are the last 24 hours. Admins are not limited.',
      },
      fields: [
        {
          name: 'uploads_per_day',
          type: 'number',
          required: true,
          min: 1,
          max: 10_000,
          defaultValue: QUOTA_DEFAULTS.uploads_per_day,
          label: 'Uploads per day (files)',
        },
        {
          name: 'upload_mb_per_day',
          type: 'number',
          required: true,
          min: 1,
          max: 100_000,
          defaultValue: QUOTA_DEFAULTS.upload_mb_per_day,
          label: 'Uploads per day (MB)',
        },
        {
          name: 'listings_per_day_verified',
          type: 'number',
          required: true,
          min: 1,
          max: 10_000,
          defaultValue: QUOTA_DEFAULTS.listings_per_day_verified,
          label: 'New listings per day (verified owners)',
        },
        {
          name: 'listings_per_day_unverified',
          type: 'number',
          required: true,
          min: 1,
          max: 10_000,
          defaultValue: QUOTA_DEFAULTS.listings_per_day_unverified,
          label: 'New listings per day (unverified owners)',
        },
        {
          name: 'private_documents',
          type: 'number',
          required: true,
          min: 1,
          max: 10_000,
          defaultValue: QUOTA_DEFAULTS.private_documents,
          label: 'Private documents per member',
        },
      ],
    },
    {
      name: 'trust',
      type: 'group',
      label: 'Verification and freshness',
      admin: { description: 'How long verification checks count, and when listings nobody confirms leave the site (ADR 0011).' },
      fields: [
        {
          name: 'verification_valid_months',
          type: 'number',
          required: true,
          min: 1,
          max: 120,
          defaultValue: TRUST_DEFAULTS.verification_valid_months,
          label: 'A verification check counts for (months)',
        },
        {
          name: 'listing_expiry_days',
          type: 'number',
          required: true,
          min: 7,
          max: 365,
          defaultValue: TRUST_DEFAULTS.listing_expiry_days,
          label: 'A listing expires this many days after its owner last confirmed it',
        },
        {
          name: 'expiry_reminder_days',
          type: 'number',
          required: true,
          min: 1,
          max: 60,
          defaultValue: TRUST_DEFAULTS.expiry_reminder_days,
          label: 'Reminder e-mail this many days before expiry',
        },
        {
          name: 'repost_window_weeks',
          type: 'number',
          required: true,
          min: 1,
          max: 104,
          defaultValue: TRUST_DEFAULTS.repost_window_weeks,
          label: 'A listing reposted within this many weeks keeps its first listing date',
        },
      ],
    },
    {
      name: 'moderation',
      type: 'group',
      label: 'Moderation',
      fields: [
        {
          name: 'report_threshold',
          type: 'number',
          required: true,
          min: 1,
          max: 1000,
          defaultValue: REPORT_HOLD_THRESHOLD_DEFAULT,
          label: 'Reports that hold a listing for review',
          admin: { description: 'A live listing reported by this many different members goes back to review.' },
        },
        {
          name: 'discriminatory_phrases',
          type: 'textarea',
          defaultValue: DEFAULT_DISCRIMINATORY_PHRASES.join('\n'),
          label: 'Discriminatory phrases',
          admin: {
            description:
              'One phrase a line, matched on whole words regardless of case and punctuation. A listing whose text has one is held for review.',
          },
        },
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

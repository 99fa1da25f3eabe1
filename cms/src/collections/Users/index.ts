import type { CollectionConfig } from 'payload'
import {
  BUSINESS_TYPES,
  DEFAULT_SIGNUP_ROLE,
  ROLES,
  ROLE_LABELS,
  USER_STATUSES,
  USER_STATUS_LABELS,
  VERIFICATION_STATUSES,
  VERIFICATION_STATUS_LABELS,
  normalizeRole,
} from '@gruha/shared'
import { adminOnlyField } from '../../access/adminOnlyField'
import { adminOrSelf } from '../../access/adminOrSelf'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { selfOrAdminField } from '../../access/selfOrAdminField'
import { cookiesSecure } from '../../env'
import { customIdField } from '../../fields/customIdField'
import { options } from '../../fields/options'
import { assignCustomId } from '../hooks/assignCustomId'
import { agentContactField } from './access/agentContactField'
import { canEnterAdmin } from './access/canEnterAdmin'
import { readUsers } from './access/readUsers'
import { roleCreateField } from './access/roleCreateField'
import { endSessionsWhenBlocked } from './hooks/endSessionsWhenBlocked'
import { forgotPasswordEndpoint, resetPasswordEndpoint } from './endpoints/hashedPasswordReset'
import { enforcePasswordStrength } from './hooks/enforcePasswordStrength'
import { equalLoginTiming } from './hooks/equalLoginTiming'
import { clearSignInLimit, limitAuthOverApi } from './hooks/limitAuthOverApi'
import { normaliseEmail } from './hooks/normaliseEmail'
import { refuseBlockedLogin } from './hooks/refuseBlockedLogin'
import { refuseSelfDelete } from './hooks/refuseSelfDelete'
import { refuseStaffRoleOnSignup } from './hooks/refuseStaffRoleOnSignup'
import { releaseUserReferences } from './hooks/releaseUserReferences'
import { requireTermsOnSignup } from './hooks/requireTermsOnSignup'
import { requireVerifiedPasswordChange } from './hooks/requireVerifiedPasswordChange'
import { requireVerifiedPhoneChange } from './hooks/requireVerifiedPhoneChange'
import { checkAgentRera } from './hooks/checkAgentRera'
import { announceAgentDirectoryChange, announceAgentDirectoryDelete } from './hooks/announceAgentDirectoryChange'
import { stampKycDate } from './hooks/stampKycDate'
import { syncOwnerIdCheck } from './hooks/syncOwnerIdCheck'
import { RERA_NUMBER_MAX_LENGTH } from '@gruha/shared'
import { staffOnlyLoginOverApi } from './hooks/staffOnlyLoginOverApi'
import { searchTextField } from '../../fields/searchTextField'
import { agentRecordField } from './access/agentRecordField'
import { limitStaffCreatedVerification, mailStaffCreatedVerification } from './hooks/verifyStaffCreatedEmail'

const adminWrites = { create: adminOnlyField, update: adminOnlyField }
const privateRead = { read: selfOrAdminField }
const agentFields = { create: agentRecordField, update: agentRecordField }

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // Server-side sessions: logout (and password reset) revoke the token, not just the cookie.
    useSessions: true,
    // Seconds.
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: cookiesSecure() },
  },
  // Payload's forgot/reset-password endpoints store the token in plain text; these use the hashed flow.
  endpoints: [forgotPasswordEndpoint, resetPasswordEndpoint],
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'first_name', 'last_name', 'role', 'status', 'verification_status'],
    group: 'People',
  },
  access: {
    admin: canEnterAdmin,
    create: anyone,
    read: readUsers,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [
      limitAuthOverApi,
      equalLoginTiming,
      refuseStaffRoleOnSignup,
      requireTermsOnSignup,
      enforcePasswordStrength,
      requireVerifiedPasswordChange,
      limitStaffCreatedVerification,
    ],
    afterLogin: [clearSignInLimit],
    beforeValidate: [normaliseEmail],
    beforeChange: [requireVerifiedPhoneChange, stampKycDate, checkAgentRera],
    afterChange: [
      assignCustomId('user'),
      endSessionsWhenBlocked,
      syncOwnerIdCheck,
      mailStaffCreatedVerification,
      announceAgentDirectoryChange,
    ],
    afterDelete: [announceAgentDirectoryDelete],
    beforeLogin: [staffOnlyLoginOverApi, refuseBlockedLogin],
    beforeDelete: [refuseSelfDelete, releaseUserReferences],
  },
  fields: [
    // Merged into Payload's auth e-mail field: private, and read-only after sign-up (spec: profile e-mail is read-only).
    { name: 'email', type: 'email', access: { read: agentContactField, update: adminOnlyField } },
    { name: 'first_name', type: 'text', required: true, maxLength: 100 },
    { name: 'last_name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'role',
      type: 'select',
      options: options(ROLES, ROLE_LABELS),
      defaultValue: DEFAULT_SIGNUP_ROLE,
      // Legacy names ('owner', 'host') are stored as seller.
      hooks: { beforeValidate: [({ value }) => normalizeRole(value) ?? value] },
      required: true,
      index: true,
      saveToJWT: true,
      access: { create: roleCreateField, update: adminOnlyField },
      admin: { position: 'sidebar', description: 'Spec: user_type.' },
    },
    {
      name: 'status',
      type: 'select',
      options: options(USER_STATUSES, USER_STATUS_LABELS),
      defaultValue: 'active',
      required: true,
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    {
      name: 'verification_status',
      type: 'select',
      options: options(VERIFICATION_STATUSES, VERIFICATION_STATUS_LABELS),
      defaultValue: 'pending',
      required: true,
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    {
      name: 'email_verified',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: adminWrites,
      admin: { position: 'sidebar' },
    },
    customIdField,
    { name: 'phone_number', type: 'text', maxLength: 20, access: { read: agentContactField } },
    { name: 'date_of_birth', type: 'date', access: privateRead, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'address', type: 'textarea', access: privateRead },
    { name: 'bio', type: 'textarea', maxLength: 2000 },
    { name: 'profile_image', type: 'upload', relationTo: 'media', admin: { description: 'Spec: profile_image_url.' } },
    {
      type: 'collapsible',
      label: 'Agent',
      fields: [
        {
          name: 'agent_license_number',
          type: 'text',
          unique: true,
          index: true,
          access: adminWrites,
          admin: { description: 'H&O001, H&O002, ... issued on approval.' },
        },
        {
          name: 'experience_years',
          type: 'number',
          min: 0,
          max: 80,
          admin: { description: 'Years; sign-up bands (0-1, 1-3, ...) are stored as their lower bound.' },
        },
        { name: 'specialization', type: 'text', access: agentFields },
        { name: 'education_background', type: 'textarea', access: agentFields },
        { name: 'agency_name', type: 'text' },
        { name: 'languages', type: 'text', hasMany: true },
        {
          name: 'rera_number',
          type: 'text',
          maxLength: RERA_NUMBER_MAX_LENGTH,
          admin: { description: "The agent's RERA registration, checked against its state's format (ADR 0011)." },
        },
        { name: 'rera_state', type: 'text', maxLength: 60, admin: { description: 'The state whose RERA issued it.' } },
        {
          name: 'rera_flagged',
          type: 'checkbox',
          defaultValue: false,
          access: adminWrites,
          admin: { readOnly: true, description: 'Set by the RERA re-check when the number no longer matches.' },
        },
        { name: 'rera_checked_version', type: 'number', access: { ...adminWrites, read: adminOnlyField }, admin: { hidden: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Seller business',
      fields: [
        { name: 'business_name', type: 'text', access: privateRead },
        { name: 'business_type', type: 'select', options: options(BUSINESS_TYPES), access: privateRead },
        { name: 'owner_name', type: 'text', access: privateRead },
      ],
    },
    {
      name: 'kyc_verified_at',
      type: 'date',
      access: { ...adminWrites, ...privateRead },
      admin: { position: 'sidebar', readOnly: true, description: 'When the verification was approved (owner ID tier).' },
    },
    {
      name: 'account_verified',
      type: 'checkbox',
      defaultValue: false,
      access: { ...adminWrites, ...privateRead },
      admin: { position: 'sidebar', description: 'Bank details verified.' },
    },
    {
      name: 'rejection_reason',
      type: 'textarea',
      access: { ...adminWrites, ...privateRead },
      admin: { position: 'sidebar' },
    },
    {
      // Spec 000's sign-up payload field; not stored: requireTermsOnSignup checks it and stamps terms_accepted_at.
      name: 'terms_accepted',
      type: 'checkbox',
      virtual: true,
      admin: { hidden: true },
    },
    {
      name: 'terms_accepted_at',
      type: 'date',
      access: { update: adminOnlyField, ...privateRead },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'documents',
      type: 'join',
      collection: 'documents',
      on: 'uploaded_by',
      access: privateRead,
      admin: { description: 'Documents this user uploaded.' },
    },
    searchTextField,
  ],
  timestamps: true,
}

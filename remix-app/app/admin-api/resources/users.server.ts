import type { Where } from 'payload'
import { adminUserCreateSchema, adminUserUpdateSchema } from '@gruha/shared'
import type { AdminResource } from './types'
import { consume, peek } from '@gruha/cms/services/rate-limit'
import { sendVerificationCode } from '@gruha/cms/services/email-verification'
import { getPayloadClient } from '~/utils/payload.server'
import { apiError } from '../http.server'
import { pick } from './records'

/**
 * Add User e-mails the new account its verification code, under the same e-mail rate limit
 * as the site's "resend code" (per address). When that limit is spent the create is refused
 * with the wait in seconds, which the console turns into its 'Wait Ns' countdown.
 */
export const emailRateLimitMessage = (seconds: number) =>
  `Email rate limit exceeded. For security purposes, you can only request this after ${seconds} seconds.`

async function checkEmailLimit(data: Record<string, unknown>) {
  const limit = await peek('emailResend', { account: String(data.email ?? '') })
  return limit.ok ? null : apiError(429, emailRateLimitMessage(limit.retryAfterSeconds))
}

async function sendVerification(doc: Record<string, unknown>) {
  if (doc.email_verified || typeof doc.email !== 'string') return
  const limit = await consume('emailResend', { account: doc.email })
  if (limit.ok) await sendVerificationCode({ payload: await getPayloadClient(), email: doc.email })
}

const fields = [
  'id',
  'custom_id',
  'email',
  'first_name',
  'last_name',
  'role',
  'status',
  'verification_status',
  'email_verified',
  'phone_number',
  'city',
  'state',
  'date_of_birth',
  'agent_license_number',
  'experience_years',
  'specialization',
  'education_background',
  'agency_name',
  'business_name',
  'business_type',
  'owner_name',
  'bio',
  'account_verified',
  'rejection_reason',
  'createdAt',
  'updatedAt',
] as const

/**
 * Spec 002's table status filter mixes account status (active, inactive) and verification
 * (pending, verified, rejected); `table_status` maps each onto its own column.
 */
const tableStatus = (value: unknown): Where | null => {
  switch (value) {
    case 'active':
    case 'inactive':
      return { status: { equals: value } }
    case 'pending':
    case 'rejected':
      return { verification_status: { equals: value } }
    case 'verified':
      return { verification_status: { in: ['verified', 'approved'] } }
    default:
      return null
  }
}

export const usersResource: AdminResource = {
  collection: 'users',
  // E-mail, first and last name, custom id, phone, city, joined by the trigger of migration console_search_text.
  search: 'search_text',
  filterFields: ['role', 'status', 'verification_status', 'email_verified', 'city', 'state', 'account_verified'],
  virtualFilters: { table_status: tableStatus },
  sortable: ['id', 'custom_id', 'email', 'first_name', 'last_name', 'role', 'status', 'verification_status', 'createdAt'],
  createSchema: adminUserCreateSchema as AdminResource['createSchema'],
  updateSchema: adminUserUpdateSchema as AdminResource['updateSchema'],
  beforeCreate: checkEmailLimit,
  afterCreate: sendVerification,
  toRecord: (doc) => pick(doc, fields),
}

import type { Where } from 'payload'
import { adminUserCreateSchema, adminUserUpdateSchema } from '@gruha/shared'
import type { AdminResource } from './types'
import { pick } from './records'

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
  toRecord: (doc) => pick(doc, fields),
}

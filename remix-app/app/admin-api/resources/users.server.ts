import { adminUserCreateSchema, adminUserUpdateSchema } from '@gruha/shared'
import type { AdminResource } from './types'

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
  'createdAt',
  'updatedAt',
] as const

export const usersResource: AdminResource = {
  collection: 'users',
  searchFields: ['email', 'first_name', 'last_name', 'custom_id', 'phone_number', 'city'],
  filterFields: ['role', 'status', 'verification_status', 'email_verified', 'city', 'state'],
  sortable: ['id', 'custom_id', 'email', 'first_name', 'last_name', 'role', 'status', 'verification_status', 'createdAt'],
  createSchema: adminUserCreateSchema as AdminResource['createSchema'],
  updateSchema: adminUserUpdateSchema as AdminResource['updateSchema'],
  toRecord: (doc) => Object.fromEntries(fields.map((f) => [f, doc[f] ?? null])),
}

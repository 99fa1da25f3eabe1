import type { User } from './types'

/** Fields an admin may write (server-managed ones such as id, custom_id and timestamps are left out). */
const WRITABLE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'city',
  'state',
  'role',
  'status',
  'verification_status',
  'date_of_birth',
  'agent_license_number',
] as const

const OPTIONAL_FIELDS = new Set<string>(['phone_number', 'city', 'state', 'date_of_birth', 'agent_license_number'])

type FormValues = Partial<User> & { password?: string | null }

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

const pickWritable = (data: FormValues) => {
  const payload: Record<string, unknown> = {}
  for (const field of WRITABLE_FIELDS) {
    let value = clean(data[field])
    if (OPTIONAL_FIELDS.has(field) && (value === undefined || value === '')) {
      value = null
    }
    if (value !== undefined) {
      payload[field] = value
    }
  }
  return payload
}

/** POST /api/admin/users body. */
export const toCreatePayload = (data: FormValues) => ({
  ...pickWritable(data),
  password: data.password ?? '',
})

/** PUT /api/admin/users/{id} body. */
export const toUpdatePayload = (data: FormValues) => pickWritable(data)

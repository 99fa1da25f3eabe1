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
  'agency_name',
  'specialization',
  'experience_years',
] as const

const OPTIONAL_FIELDS = new Set<string>([
  'phone_number',
  'city',
  'state',
  'date_of_birth',
  'agent_license_number',
  'agency_name',
  'specialization',
  'experience_years',
])

type FormValues = Partial<User> & { password?: string | null; [key: string]: unknown }

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

const pickWritable = (data: FormValues) => {
  const payload: Record<string, unknown> = {}
  for (const field of WRITABLE_FIELDS) {
    let value = clean(data[field])
    if (field === 'experience_years' && typeof value === 'number') value = String(value)
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

/** PUT /api/admin/users/{id} body; an admin also sets whether bank details are verified. */
export const toUpdatePayload = (data: FormValues) => ({ ...pickWritable(data), account_verified: data.account_verified === true })

/** The three documents of Add User, uploaded once the user exists. */
export const USER_DOCUMENT_FIELDS = [
  { source: 'profile_image_file', kind: 'profile_image', label: 'Profile Image' },
  { source: 'id_document_file', kind: 'id_proof', label: 'ID Document' },
  { source: 'address_document_file', kind: 'address_proof', label: 'Address Document' },
] as const

export type PendingDocument = { kind: (typeof USER_DOCUMENT_FIELDS)[number]['kind']; file: File }

/** The files chosen in the Add User form (react-admin FileInput values). */
export const pickDocuments = (data: FormValues): PendingDocument[] =>
  USER_DOCUMENT_FIELDS.flatMap(({ source, kind }) => {
    const value = data[source] as { rawFile?: unknown } | null | undefined
    return value && value.rawFile instanceof File ? [{ kind, file: value.rawFile }] : []
  })

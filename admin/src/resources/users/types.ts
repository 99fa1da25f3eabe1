import type { UserRole, UserStatus, VerificationStatus } from './choices'

/** A user as returned by /api/admin/users. */
export interface User {
  id: string | number
  custom_id?: string | null
  email: string
  first_name: string
  last_name: string
  role: UserRole
  status: UserStatus
  verification_status: VerificationStatus
  email_verified?: boolean
  phone_number?: string | null
  city?: string | null
  state?: string | null
  date_of_birth?: string | null
  agent_license_number?: string | null
  agency_name?: string | null
  specialization?: string | null
  experience_years?: string | null
  account_verified?: boolean | null
  createdAt?: string
  updatedAt?: string
}

export const userFullName = (user?: Partial<User> | null) => (user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '')

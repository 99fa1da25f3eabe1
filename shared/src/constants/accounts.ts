// Accounts: roles, user and verification statuses, OTP actions and the seller sign-up business types.

/** Stored in `users.role` (the spec's `user_type`). `editor` is a CMS-only content role. */
export const ROLES = ['buyer', 'seller', 'agent', 'admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

/** Roles a visitor may choose when signing up (auth modal tabs). Default is buyer. */
export const SIGNUP_ROLES = ['buyer', 'seller', 'agent'] as const
export type SignupRole = (typeof SIGNUP_ROLES)[number]
export const DEFAULT_SIGNUP_ROLE: SignupRole = 'buyer'

/** Roles that may own properties (spec 002 section 6). */
export const PROPERTY_OWNER_ROLES = ['seller', 'agent'] as const

/** Roles the generic client guard allows (spec 001/002). */
export const CLIENT_ROLES = ['buyer', 'seller', 'agent'] as const

export const ROLE_LABELS: Record<Role, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  agent: 'Agent',
  admin: 'Admin',
  editor: 'Editor',
}

/**
 * Legacy role names read from older data: the spec also calls sellers "owner" (and hosts).
 * They are stored as `seller`.
 */
export const LEGACY_ROLE_ALIASES: Readonly<Record<string, Role>> = {
  owner: 'seller',
  host: 'seller',
}

export const USER_STATUSES = ['active', 'inactive', 'suspended', 'pending', 'deleted'] as const
export type UserStatus = (typeof USER_STATUSES)[number]
export const DEFAULT_USER_STATUS: UserStatus = 'active'

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
  deleted: 'Deleted',
}

export const VERIFICATION_STATUSES = ['pending', 'verified', 'approved', 'rejected'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]
export const DEFAULT_VERIFICATION_STATUS: VerificationStatus = 'pending'

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** Verification statuses that count as "verified" (agents directory, assignable agents). */
export const VERIFIED_STATUSES = ['verified', 'approved'] as const

/** Status filter of the admin users table (spec 002 "Generic admin table"). */
export const USER_TABLE_STATUS_FILTERS = ['all', 'active', 'inactive', 'pending', 'verified', 'rejected'] as const
export type UserTableStatusFilter = (typeof USER_TABLE_STATUS_FILTERS)[number]

/* ------------------------------------------------------------------------------------------
 * OTP and seller sign-up option lists
 * ---------------------------------------------------------------------------------------- */

export const OTP_ACTIONS = ['verification', 'password_change', 'bank_update'] as const
export type OtpAction = (typeof OTP_ACTIONS)[number]
export const OTP_LENGTH = 6

/** Seller sign-up business types (spec 000). Stored verbatim. */
export const BUSINESS_TYPES = [
  'Individual Property Owner',
  'Real Estate Developer',
  'Property Investment Company',
  'Real Estate Agency',
  'Construction Company',
  'Property Management Company',
  'Other',
] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/** Business types of the seller application / admin seller form (spec 002). */
export const SELLER_APPLICATION_BUSINESS_TYPES = ['individual', 'partnership', 'company', 'llp'] as const
export type SellerApplicationBusinessType = (typeof SELLER_APPLICATION_BUSINESS_TYPES)[number]

export const SELLER_APPLICATION_BUSINESS_TYPE_LABELS: Record<SellerApplicationBusinessType, string> = {
  individual: 'Individual',
  partnership: 'Partnership',
  company: 'Company',
  llp: 'LLP',
}

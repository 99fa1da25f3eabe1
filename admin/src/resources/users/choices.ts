// react-admin choice lists for users, built from the shared option lists (spec 002 §3).
import {
  ROLES,
  ROLE_LABELS,
  USER_STATUSES,
  USER_STATUS_LABELS,
  VERIFICATION_STATUSES,
  VERIFICATION_STATUS_LABELS,
  type Role,
  type UserStatus,
  type VerificationStatus,
} from '@gruha/shared/constants'

export interface Choice<T extends string = string> {
  id: T
  name: string
}

export type UserRole = Role
export type { UserStatus, VerificationStatus }

const toChoices = <T extends string>(values: readonly T[], labels: Record<T, string>): Choice<T>[] =>
  values.map((id) => ({ id, name: labels[id] }))

export const userRoleChoices = toChoices(ROLES, ROLE_LABELS)
export const userStatusChoices = toChoices(USER_STATUSES, USER_STATUS_LABELS)
export const verificationStatusChoices = toChoices(VERIFICATION_STATUSES, VERIFICATION_STATUS_LABELS)

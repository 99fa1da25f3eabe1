/**
 * State rules from the specs' "States and transitions" sections that both the site and the
 * console need: booking shortcuts and cancellation, assignment expiry, agent visibility.
 */
import { DEFAULT_ASSIGNMENT_EXPIRY_HOURS, VERIFIED_STATUSES, type AssignmentStatus, type BookingStatus } from './constants'

/**
 * Admin table shortcut for a booking row (spec 002): Confirm for a booking that is neither
 * confirmed nor completed, Complete for a confirmed one, none for a completed one.
 */
export function bookingShortcut(status: string | null | undefined): 'confirm' | 'complete' | null {
  if (status === 'completed') return null
  if (status === 'confirmed') return 'complete'
  return 'confirm'
}

/** The status a shortcut sets. */
export function bookingShortcutStatus(shortcut: 'confirm' | 'complete'): BookingStatus {
  return shortcut === 'confirm' ? 'confirmed' : 'completed'
}

/** A buyer may only move a pending booking to cancelled (spec 001). */
export function canBuyerCancelBooking(status: string | null | undefined): boolean {
  return status === 'pending'
}

/** Expiry time of an assignment made at `assignedAt` for `hours` (default 24). */
export function assignmentExpiresAt(assignedAt: Date, hours: number = DEFAULT_ASSIGNMENT_EXPIRY_HOURS): Date {
  return new Date(assignedAt.getTime() + hours * 3_600_000)
}

interface AssignmentLike {
  status?: string | null
  expires_at?: string | Date | null
  assigned_at?: string | Date | null
}

function toTime(value: string | Date | null | undefined): number | null {
  if (!value) return null
  const t = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(t) ? null : t
}

/**
 * The expiry of an assignment: expires_at, else assigned_at + 24 hours (spec 001 gives both a
 * 1-hour fallback and 24-hour help text; we follow the help text), else null.
 */
export function assignmentExpiry(a: AssignmentLike): Date | null {
  const expires = toTime(a.expires_at)
  if (expires !== null) return new Date(expires)
  const assigned = toTime(a.assigned_at)
  return assigned === null ? null : assignmentExpiresAt(new Date(assigned))
}

/**
 * The status to show for an assignment (spec 001): a missing status counts as pending, and a
 * pending assignment past its expiry shows as expired.
 */
export function effectiveAssignmentStatus(a: AssignmentLike, now: Date | number = Date.now()): AssignmentStatus {
  const status = (a.status || 'pending') as AssignmentStatus
  if (status !== 'pending') return status
  const expiry = assignmentExpiry(a)
  const nowMs = typeof now === 'number' ? now : now.getTime()
  return expiry !== null && expiry.getTime() <= nowMs ? 'expired' : 'pending'
}

/** Whether an agent can still accept or decline (pending and not expired). */
export function canRespondToAssignment(a: AssignmentLike, now: Date | number = Date.now()): boolean {
  return effectiveAssignmentStatus(a, now) === 'pending'
}

interface UserLike {
  role?: string | null
  status?: string | null
  verification_status?: string | null
  email_verified?: boolean | null
}

/** Agents directory (spec 000): agents who are active, approved or verified, and e-mail verified. */
export function isListedAgent(u: UserLike): boolean {
  return (
    u.role === 'agent' &&
    u.status === 'active' &&
    (VERIFIED_STATUSES as readonly (string | null | undefined)[]).includes(u.verification_status) &&
    u.email_verified === true
  )
}

/** Agents that can be assigned to enquiries or bookings (spec 002): active and verified. */
export function isAssignableAgent(u: UserLike): boolean {
  return (
    u.role === 'agent' &&
    u.status === 'active' &&
    (VERIFIED_STATUSES as readonly (string | null | undefined)[]).includes(u.verification_status)
  )
}

import { describe, expect, it } from 'vitest'
import {
  assignmentExpiresAt,
  assignmentExpiry,
  bookingShortcut,
  bookingShortcutStatus,
  canBuyerCancelBooking,
  canRespondToAssignment,
  effectiveAssignmentStatus,
  isAssignableAgent,
  isListedAgent,
} from './status'

describe('booking rules', () => {
  it('offers Confirm until confirmed, then Complete, then nothing', () => {
    expect(bookingShortcut('pending')).toBe('confirm')
    expect(bookingShortcut('cancelled')).toBe('confirm')
    expect(bookingShortcut(undefined)).toBe('confirm')
    expect(bookingShortcut('confirmed')).toBe('complete')
    expect(bookingShortcut('completed')).toBeNull()
    expect(bookingShortcutStatus('confirm')).toBe('confirmed')
    expect(bookingShortcutStatus('complete')).toBe('completed')
  })

  it('lets a buyer cancel only pending bookings', () => {
    expect(canBuyerCancelBooking('pending')).toBe(true)
    expect(canBuyerCancelBooking('confirmed')).toBe(false)
    expect(canBuyerCancelBooking(null)).toBe(false)
  })
})

describe('assignment expiry', () => {
  const assigned = new Date('2025-01-01T00:00:00Z')
  const now = new Date('2025-01-01T12:00:00Z')

  it('computes expiry from the chosen hours, default 24', () => {
    expect(assignmentExpiresAt(assigned, 4).toISOString()).toBe('2025-01-01T04:00:00.000Z')
    expect(assignmentExpiresAt(assigned).toISOString()).toBe('2025-01-02T00:00:00.000Z')
    expect(assignmentExpiry({ assigned_at: assigned.toISOString() })?.toISOString()).toBe('2025-01-02T00:00:00.000Z')
    expect(assignmentExpiry({ expires_at: '2025-01-01T08:00:00Z', assigned_at: assigned })?.toISOString()).toBe('2025-01-01T08:00:00.000Z')
    expect(assignmentExpiry({})).toBeNull()
  })

  it('treats a missing status as pending and an overdue pending one as expired', () => {
    expect(effectiveAssignmentStatus({ assigned_at: assigned }, now)).toBe('pending')
    expect(effectiveAssignmentStatus({ status: 'pending', expires_at: '2025-01-01T08:00:00Z' }, now)).toBe('expired')
    expect(effectiveAssignmentStatus({ status: 'accepted', expires_at: '2025-01-01T08:00:00Z' }, now)).toBe('accepted')
    expect(canRespondToAssignment({ status: 'pending', expires_at: '2025-01-01T13:00:00Z' }, now)).toBe(true)
    expect(canRespondToAssignment({ status: 'declined' }, now)).toBe(false)
  })
})

describe('agent visibility', () => {
  const agent = { role: 'agent', status: 'active', verification_status: 'approved', email_verified: true }

  it('lists active, verified agents with a verified e-mail', () => {
    expect(isListedAgent(agent)).toBe(true)
    expect(isListedAgent({ ...agent, verification_status: 'verified' })).toBe(true)
    expect(isListedAgent({ ...agent, email_verified: false })).toBe(false)
    expect(isListedAgent({ ...agent, verification_status: 'pending' })).toBe(false)
    expect(isListedAgent({ ...agent, role: 'seller' })).toBe(false)
  })

  it('assigns only active, verified agents', () => {
    expect(isAssignableAgent({ ...agent, email_verified: false })).toBe(true)
    expect(isAssignableAgent({ ...agent, status: 'suspended' })).toBe(false)
  })
})

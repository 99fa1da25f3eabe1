import type { CollectionBeforeValidateHook } from 'payload'

export const ASSIGNMENT_TTL_MS = 24 * 60 * 60 * 1000

/** expires_at defaults to assigned_at + 24 h (the admin modal's default; spec 002 §9). */
export const defaultExpiry: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (!data || operation !== 'create' || data.expires_at) return data
  const assignedAt = data.assigned_at ? new Date(data.assigned_at) : new Date()
  if (!data.assigned_at) data.assigned_at = assignedAt.toISOString()
  data.expires_at = new Date(assignedAt.getTime() + ASSIGNMENT_TTL_MS).toISOString()
  return data
}

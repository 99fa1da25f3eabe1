import { AUDIT_MASK, type AuditAction, type AuditChange } from '@gruha/shared'

/** Bookkeeping fields that say nothing about what a person changed. */
const IGNORED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'hash',
  'salt',
  '_verified',
  '_verificationToken',
])

/** A join field's value (`{ docs, hasNextPage }`): other records, not this one's data. */
const isJoin = (value: unknown) => Boolean(value && typeof value === 'object' && 'docs' in value && 'hasNextPage' in value)

/** Fields whose values never reach the log: passwords, tokens, hashes, OTPs, bank and PAN numbers. */
const SECRET = /(password|token|secret|hash|salt|otp|api_?key|bank_account|account_number|ifsc|pan_number|aadhaar)/i

export const isSecretField = (name: string) => SECRET.test(name)

/** A relationship read at depth > 0 is logged as its id; everything else as stored. */
function normalise(value: unknown): unknown {
  if (value === undefined) return null
  if (Array.isArray(value)) return value.map(normalise)
  if (value && typeof value === 'object' && 'id' in value && 'createdAt' in value) return value.id
  return value
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields that differ between two versions of a record, each as `{ from, to }`, with secrets
 * masked. For a create pass `before = {}`; for a delete pass `after = {}`.
 */
export function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {}
  // An update compares the fields the saved record shows; a delete lists what was there.
  const keys = Object.keys(after).length ? Object.keys(after) : Object.keys(before)
  for (const key of keys) {
    if (IGNORED.has(key) || isJoin(before[key]) || isJoin(after[key])) continue
    const from = normalise(before[key])
    const to = normalise(after[key])
    if (same(from, to)) continue
    if (isSecretField(key)) changes[key] = { from: from === null ? null : AUDIT_MASK, to: to === null ? null : AUDIT_MASK }
    else changes[key] = { from, to }
  }
  return changes
}

/**
 * Secret fields sent in a change but absent from the saved record, as masked changes. Payload
 * turns a new password into `hash` and `salt` before the hooks see it: that is logged as `password`.
 */
export function maskedSecrets(
  data: Record<string, unknown> | undefined,
  changes: Record<string, AuditChange>,
): Record<string, AuditChange> {
  const out: Record<string, AuditChange> = {}
  for (const [key, value] of Object.entries(data ?? {})) {
    const name = key === 'hash' || key === 'salt' ? 'password' : key
    if (!isSecretField(name) || changes[name] || value === undefined || value === null || value === '') continue
    out[name] = { from: AUDIT_MASK, to: AUDIT_MASK }
  }
  return out
}

/** Assignments are logged as `assign` when they are made. */
const ASSIGNMENT_COLLECTIONS = new Set(['inquiry-assignments', 'property-assignments'])
const APPROVED = new Set(['approved', 'verified'])

/**
 * Names what a change did: approve or reject (a verification or review status decided), assign
 * (an agent set on an inquiry or property, or an assignment made), status change (status or
 * Active toggled), else create, update or delete.
 */
export function auditActionFor(
  collection: string,
  operation: 'create' | 'update' | 'delete',
  changes: Record<string, AuditChange>,
): AuditAction {
  if (operation === 'delete') return 'delete'
  if (operation === 'create') return ASSIGNMENT_COLLECTIONS.has(collection) ? 'assign' : 'create'
  const decision = changes.verification_status?.to ?? (collection === 'users' ? undefined : changes.status?.to)
  if (typeof decision === 'string' && APPROVED.has(decision)) return 'approve'
  if (decision === 'rejected') return 'reject'
  for (const field of ['assigned_agent', 'agent']) if (changes[field] && changes[field].to !== null) return 'assign'
  if (changes.status || changes.is_active) return 'status_change'
  return 'update'
}

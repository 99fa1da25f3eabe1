import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { User } from '../../../payload-types'
import { announceChange } from '../../../db/changes'

/** What the agents directory filters on or shows of an agent (services/agents/list-agents.ts). */
const DIRECTORY_FIELDS = [
  'role',
  'status',
  'verification_status',
  'email_verified',
  'first_name',
  'last_name',
  'agency_name',
  'city',
  'state',
  'specialization',
  'experience_years',
  'languages',
  'bio',
  'email',
  'phone_number',
  'rera_number',
  'rera_state',
  'rera_flagged',
] as const satisfies readonly (keyof User)[]

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Announces the directory's change (ADR 18: /agents is kept for visitors) when an agent, or a user
 * becoming or ceasing to be one, changes something the directory shows. Sign-ins, sessions and other
 * fields do not drop the kept pages.
 */
export const announceAgentDirectoryChange: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.role !== 'agent' && previousDoc?.role !== 'agent') return doc
  if (operation === 'update' && DIRECTORY_FIELDS.every((field) => same(doc[field], previousDoc?.[field]))) return doc
  await announceChange(req, 'agents')
  return doc
}

export const announceAgentDirectoryDelete: CollectionAfterDeleteHook<User> = async ({ doc, req }) => {
  if (doc.role === 'agent') await announceChange(req, 'agents')
  return doc
}

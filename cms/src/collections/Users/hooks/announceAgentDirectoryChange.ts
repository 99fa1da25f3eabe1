import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { User } from '../../../payload-types'
import { announceChange } from '../../../db/changes'
import { AGENT_DIRECTORY_FIELDS } from '../access/publicAgents'

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Announces the directory's change (ADR 18: /agents is kept for visitors) when an agent, or a user
 * becoming or ceasing to be one, changes something the directory shows. Sign-ins, sessions and other
 * fields do not drop the kept pages.
 */
export const announceAgentDirectoryChange: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.role !== 'agent' && previousDoc?.role !== 'agent') return doc
  if (operation === 'update' && AGENT_DIRECTORY_FIELDS.every((field) => same(doc[field], previousDoc?.[field]))) return doc
  await announceChange(req, 'agents')
  return doc
}

export const announceAgentDirectoryDelete: CollectionAfterDeleteHook<User> = async ({ doc, req }) => {
  if (doc.role === 'agent') await announceChange(req, 'agents')
  return doc
}

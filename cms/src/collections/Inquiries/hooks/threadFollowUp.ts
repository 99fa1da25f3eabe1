import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES } from '@gruha/shared'
import type { Inquiry } from '../../../payload-types'
import { relationId } from '../../../domain/relations'

/** Who handles a thread: set on its first enquiry (mirrored from inquiry-assignments), shared by its follow-ups. */
const ASSIGNMENT_FIELDS = ['assigned_agent', 'assignment_status', 'assigned_at', 'expires_at', 'responded_at'] as const

const assignmentOf = (doc: Partial<Inquiry>) =>
  Object.fromEntries(
    ASSIGNMENT_FIELDS.map((field) => [field, field === 'assigned_agent' ? (relationId(doc[field]) ?? null) : (doc[field] ?? null)]),
  )

/**
 * A follow-up threads under one of the sender's own enquiries about the same property, and always
 * under the first of its thread (a follow-up of a follow-up points to the thread's start). Set
 * when the follow-up is sent; the field is not updatable after that. The follow-up takes the
 * thread's agent, so the agent handling the enquiry reads its follow-ups too.
 */
export const threadFollowUp: CollectionBeforeChangeHook<Inquiry> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const parentId = relationId(data.follow_up_of)
  if (!parentId) return data
  const parent = await req.payload.findByID({ collection: 'inquiries', id: parentId, depth: 0, req, disableErrors: true })
  const sameThread =
    parent &&
    relationId(parent.user) === relationId(data.user) &&
    relationId(parent.property) === relationId(data.property) &&
    !relationId(parent.follow_up_of)
  if (!sameThread) {
    throw new ValidationError({ collection: 'inquiries', errors: [{ message: MESSAGES.inquiry.followUpFailed, path: 'follow_up_of' }] })
  }
  return { ...data, ...assignmentOf(parent) }
}

/** When a thread's agent or assignment changes (offered, accepted, declined, expired), its follow-ups follow. */
export const syncThreadAssignment: CollectionAfterChangeHook<Inquiry> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || relationId(doc.follow_up_of)) return doc
  const now = assignmentOf(doc)
  const before = assignmentOf(previousDoc ?? {})
  if (ASSIGNMENT_FIELDS.every((field) => now[field] === before[field])) return doc
  await req.payload.update({
    collection: 'inquiries',
    where: { follow_up_of: { equals: doc.id } },
    data: now,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}

import type { CollectionAfterChangeHook } from 'payload'
import type { PropertyAssignment } from '../../../payload-types'

const idOf = (value: unknown): number | undefined =>
  value && typeof value === 'object' ? (value as { id: number }).id : (value as number | undefined)

/** Mirrors the assignment onto the property (assigned_agent, assignment_status, assigned_at). */
export const syncProperty: CollectionAfterChangeHook<PropertyAssignment> = async ({ doc, operation, previousDoc, req }) => {
  const property = idOf(doc.property)
  if (!property) return doc
  if (operation === 'update' && previousDoc?.status === doc.status && idOf(previousDoc?.agent) === idOf(doc.agent)) return doc
  await req.payload.update({
    collection: 'properties',
    id: property,
    data: { assigned_agent: idOf(doc.agent), assignment_status: doc.status, assigned_at: doc.assigned_at },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}

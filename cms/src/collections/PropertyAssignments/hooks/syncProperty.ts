import type { CollectionAfterChangeHook } from 'payload'
import type { PropertyAssignment } from '../../../payload-types'
import { RELEASED_ASSIGNMENT_STATUSES, hasOtherLiveAssignment, relationId } from '../../hooks/releasedAssignment'

/**
 * Mirrors the assignment onto the property (assigned_agent, assignment_status, assigned_at). A
 * declined or expired offer hands the property back (no agent) unless a newer offer is live.
 */
export const syncProperty: CollectionAfterChangeHook<PropertyAssignment> = async ({ doc, operation, previousDoc, req }) => {
  const property = relationId(doc.property)
  if (!property) return doc
  if (operation === 'update' && previousDoc?.status === doc.status && relationId(previousDoc?.agent) === relationId(doc.agent)) return doc
  const released = RELEASED_ASSIGNMENT_STATUSES.includes(doc.status)
  if (
    released &&
    (await hasOtherLiveAssignment(req, { collection: 'property-assignments', field: 'property', target: property, self: doc.id }))
  ) {
    return doc
  }
  await req.payload.update({
    collection: 'properties',
    id: property,
    data: released
      ? { assigned_agent: null, assignment_status: doc.status }
      : { assigned_agent: relationId(doc.agent), assignment_status: doc.status, assigned_at: doc.assigned_at },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}

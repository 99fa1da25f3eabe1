import type { PayloadRequest } from 'payload'
import { relationId } from './relationId'

/** The owner of a property (system read: the caller may not see an inactive listing's owner). */
export async function propertyOwnerId(req: PayloadRequest, property: unknown): Promise<number | undefined> {
  const id = relationId(property)
  if (!id) return undefined
  const doc = await req.payload.findByID({
    collection: 'properties',
    id,
    depth: 0,
    select: { owner: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return relationId(doc?.owner)
}

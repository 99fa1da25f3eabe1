import type { PayloadRequest } from 'payload'
import { relationId } from '../../domain/relations'

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

/** A property's title for notices ('Property' when it is gone). */
export async function propertyTitle(req: PayloadRequest, property: unknown): Promise<string> {
  const id = relationId(property)
  if (!id) return 'Property'
  const doc = await req.payload.findByID({
    collection: 'properties',
    id,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return doc?.title ?? 'Property'
}

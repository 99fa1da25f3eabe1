import type { Payload } from 'payload'
import { OWNERSHIP_DOCUMENTS } from '@gruha/shared'
import { AppError } from '../../errors/app-error'
import type { Document, Property } from '../../payload-types'
import type { SessionUser } from '../../domain/auth/session-user'
import { myPropertiesWhere } from './list-my-properties'

/** An ownership paper filed for the listing, as its owner sees it on the edit page. */
export type OwnershipPaper = { id: number; name: string; category: Document['document_category']; status: Document['review_status'] }

export type FindMyPropertyOptions = { payload: Payload; user: SessionUser; input: { id: number } }

/**
 * One of the caller's own listings to edit, with the ownership papers they filed for it, read as the
 * caller. Active listings of others are readable, but not editable: they are NOT_FOUND here.
 */
export async function findMyProperty({ payload, user, input }: FindMyPropertyOptions): Promise<{
  property: Property
  papers: OwnershipPaper[]
}> {
  const { id } = input
  const found = await payload.find({
    collection: 'properties',
    where: { and: [{ id: { equals: id } }, myPropertiesWhere(user)] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    user,
  })
  const property = found.docs[0]
  if (!property) throw new AppError('NOT_FOUND', 'Not found')
  // The documents collection shows a member only the papers they uploaded.
  const papers = await payload.find({
    collection: 'documents',
    where: {
      and: [
        { entity_type: { equals: 'property' } },
        { entity_id: { equals: String(id) } },
        { document_category: { in: [...OWNERSHIP_DOCUMENTS] } },
      ],
    },
    select: { name: true, document_category: true, review_status: true },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return {
    property,
    papers: papers.docs.map((d) => ({ id: d.id, name: d.name ?? '', category: d.document_category, status: d.review_status })),
  }
}

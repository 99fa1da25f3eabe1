import type { Payload } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'

/**
 * A member's documents (entity_type 'user': those Add User filed), newest first, at most 50, as the
 * caller may read them: an admin all, anyone else only those they uploaded.
 */
export async function listUserDocuments({ payload, user, input }: { payload: Payload; user: SessionUser; input: { userId: number } }) {
  const { docs } = await payload.find({
    collection: 'documents',
    where: { and: [{ entity_type: { equals: 'user' } }, { entity_id: { equals: String(input.userId) } }] },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map((d) => ({
    id: d.id,
    name: d.name ?? d.filename,
    document_category: d.document_category,
    file_type: d.mimeType,
    file_size: d.filesize,
    review_status: d.review_status,
    createdAt: d.createdAt,
  }))
}

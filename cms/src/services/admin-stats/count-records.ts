import type { CollectionSlug, Payload, Where } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'

export type CountRecordsOptions = { payload: Payload; user: SessionUser; input: { collection: CollectionSlug; where: Where } }

/**
 * How many records of `collection` match `where`, as the caller may read them (a SQL COUNT through the
 * collection's access rules): the console's list totals, which `getStatsSignature` lets the site keep.
 */
export async function countRecords({ payload, user, input }: CountRecordsOptions): Promise<number> {
  const { totalDocs } = await payload.count({ collection: input.collection, where: input.where, overrideAccess: false, user })
  return totalDocs
}

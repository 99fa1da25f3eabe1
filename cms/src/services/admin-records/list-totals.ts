import type { CollectionSlug, Payload, Where } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { countRecords } from '../admin-stats/count-records'
import { getStatsSignature } from '../admin-stats/data-signature'
import { isCountedCollection } from '../../domain/delete-watch'
import { cachedStats } from '../admin-stats/stats-cache'

/**
 * How many rows of `collection` match each of `wheres`, as the admin sees them (a SQL COUNT through Payload's
 * access rules). react-admin asks again for every page, sort and refresh of the same filter, so
 * the counted tables' totals are kept until those tables change (`getStatsSignature`): paging
 * through a search that matches half of 1,00,000 enquiries counts them once, not on every page.
 */
export async function listTotals(payload: Payload, user: SessionUser, collection: CollectionSlug, wheres: Where[]): Promise<number[]> {
  const count = (where: Where) => () => countRecords({ payload, user, input: { collection, where } })
  if (!isCountedCollection(collection)) return Promise.all(wheres.map((where) => count(where)()))
  // One signature for all of a request's totals (a list page, or every tab of a list).
  const signature = await getStatsSignature({ payload, user })
  return Promise.all(wheres.map((where) => cachedStats(`total:${user.id}:${collection}:${JSON.stringify(where)}`, signature, count(where))))
}

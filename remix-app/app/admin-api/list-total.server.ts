import type { Where } from 'payload'
import { countRecords, getStatsSignature, isCountedCollection } from '@gruha/cms/services/admin-stats'
import type { SessionUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { cachedStats } from './stats-cache.server'
import type { AdminResource } from './resources/types'

/**
 * How many rows of a resource match each of `wheres`, as the admin sees them (a SQL COUNT through Payload's
 * access rules). react-admin asks again for every page, sort and refresh of the same filter, so
 * the counted tables' totals are kept until those tables change (`getStatsSignature`): paging
 * through a search that matches half of 1,00,000 enquiries counts them once, not on every page.
 */
export async function listTotals(resource: AdminResource, wheres: Where[], user: SessionUser): Promise<number[]> {
  const payload = await getPayloadClient()
  const count = (where: Where) => () => countRecords({ payload, user, input: { collection: resource.collection, where } })
  if (!isCountedCollection(resource.collection)) return Promise.all(wheres.map((where) => count(where)()))
  // One signature for all of a request's totals (a list page, or every tab of a list).
  const signature = await getStatsSignature({ payload, user })
  return Promise.all(
    wheres.map((where) => cachedStats(`total:${user.id}:${resource.collection}:${JSON.stringify(where)}`, signature, count(where))),
  )
}

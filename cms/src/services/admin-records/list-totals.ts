import type { CollectionSlug, Payload, Where } from 'payload'
import type { SessionUser } from '../../domain/auth/session-user'
import { countRecords } from '../admin-stats/count-records'
import { getStatsSignature, signatureOf } from '../admin-stats/data-signature'
import { COUNTED_COLLECTIONS, isCountedCollection, type CountedCollection } from '../../domain/delete-watch'
import { cachedStats } from '../admin-stats/stats-cache'

/**
 * How many rows of `collection` match each of `wheres`, as the admin sees them (a SQL COUNT through Payload's
 * access rules). react-admin asks again for every page, sort and refresh of the same filter, so
 * the counted tables' totals are kept until the table counted changes (`getStatsSignature`): paging
 * through a search that matches half of 1,00,000 enquiries counts them once, not on every page, nor
 * again when a booking is made. A filter on a related record's field reads other tables: its total
 * waits for a change to any counted table.
 */
export async function listTotals(payload: Payload, user: SessionUser, collection: CollectionSlug, wheres: Where[]): Promise<number[]> {
  const count = (where: Where) => () => countRecords({ payload, user, input: { collection, where } })
  if (!isCountedCollection(collection)) return Promise.all(wheres.map((where) => count(where)()))
  // One signature for all of a request's totals (a list page, or every tab of a list).
  const signature = await getStatsSignature({ payload, user })
  return Promise.all(
    wheres.map((where) => {
      const tables = readsRelated(where) ? COUNTED_COLLECTIONS : [collection as CountedCollection, ...(COPIES_FROM[collection] ?? [])]
      return cachedStats(`total:${user.id}:${collection}:${JSON.stringify(where)}`, signatureOf(signature, tables), count(where))
    }),
  )
}

/**
 * Tables whose values a collection's rows hold copies of, which change without touching those rows'
 * `updated_at`: the search column of an enquiry holds its listing's title, and a booking's also its
 * member's name (the console_search_text and bookings_search_text migrations' triggers).
 */
const COPIES_FROM: Partial<Record<string, CountedCollection[]>> = { inquiries: ['properties'], bookings: ['properties', 'users'] }

/** Whether a filter names a field of a related record (`property.city`), which Payload answers with a join. */
export function readsRelated(where: unknown): boolean {
  if (Array.isArray(where)) return where.some(readsRelated)
  if (!where || typeof where !== 'object') return false
  return Object.entries(where).some(([key, value]) => (key === 'and' || key === 'or' ? readsRelated(value) : key.includes('.')))
}

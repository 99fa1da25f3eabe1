import type { DatabaseAdapterObj } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { ilike, like, notIlike, notLike, type Column, type SQL } from '@payloadcms/db-postgres/drizzle'

/** The console's search column on users, listings, enquiries and bookings (ADR 8). */
export const SEARCH_COLUMN = 'search_text'

/** Lower case as the "C" collation folds it: ASCII letters only (Telugu and Devanagari have no case). */
export const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())

const isSearchColumn = (column: unknown): column is Column =>
  typeof column === 'object' && column !== null && (column as { name?: unknown }).name === SEARCH_COLUMN

/** A drizzle comparison as Payload's operator map holds it. */
type Compare = (column: Column, value: unknown) => SQL

/** A case-insensitive comparison as a plain one on a search column, whose text is stored folded. */
const onFolded =
  (caseInsensitive: typeof ilike, plain: typeof like): Compare =>
  (column, value) =>
    isSearchColumn(column) && typeof value === 'string' ? plain(column, foldAscii(value)) : caseInsensitive(column, value as string)

/**
 * Payload's Postgres adapter, with `like`, `contains` and `not_like` on a search column as a plain LIKE
 * of the folded words: triggers store that column's text folded (migration 20261129_100000), so ILIKE
 * only lower-cased every row again as it compared, which was half of a large search's count (ADR 8).
 * Every other column keeps ILIKE. The site, the console and /cms/api all query through this.
 */
export function withFoldedSearchColumns(adapter: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const folded = onFolded(ilike, like)
      // A copy: the adapter's operator map is a module-level object shared by every adapter instance.
      db.operators = { ...db.operators, like: folded, contains: folded, not_like: onFolded(notIlike, notLike) }
      return db
    },
  }
}

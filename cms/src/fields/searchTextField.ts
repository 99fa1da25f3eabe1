import type { TextField } from 'payload'
import { adminOnlyField } from '../access/adminOnlyField'
import { noOneField } from '../access/noOneField'

/**
 * The console's free-text search column: the searchable fields of a row joined into one text
 * with a trigram index, kept by a Postgres trigger (migration `console_search_text`) so that
 * every write path, bulk SQL included, keeps it true. One indexed column answers a search in
 * milliseconds where an OR across six columns, or a join for an enquiry's property title, did not.
 * It holds private details (e-mail, phone, messages), so only admins read or query it.
 */
export const searchTextField: TextField = {
  name: 'search_text',
  type: 'text',
  access: { read: adminOnlyField, create: noOneField, update: noOneField },
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
}

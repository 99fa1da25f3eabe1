import type { FilterOptions } from 'payload'
import { userIsAdmin, type AccessUser } from '../../../access/roles'

/** A section embeds only a PDF its author uploaded (admins may pick any uploaded PDF). */
export const sectionFileOptions: FilterOptions = ({ user }) => {
  const caller = user as AccessUser
  if (!caller || userIsAdmin(caller)) return true
  return { uploaded_by: { equals: caller.id } }
}

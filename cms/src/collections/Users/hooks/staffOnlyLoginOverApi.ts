import { AuthenticationError, type CollectionBeforeLoginHook } from 'payload'
import { isStaff } from '../../../access/staffOnlyOverApi'

/**
 * POST /cms/api/users/login signs in staff only (the CMS admin UI). A member gets the same answer
 * as a wrong password, so the endpoint does not reveal who has an account; members sign in on the site.
 */
export const staffOnlyLoginOverApi: CollectionBeforeLoginHook = ({ req, user }) => {
  if (req.payloadAPI !== 'local' && !isStaff(user)) throw new AuthenticationError(req.t)
  return user
}
